import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AppRouter, createAppHistory } from '../../app/app-router.tsx';
import { WithAppTheme } from '../../test/with-app-theme.tsx';
import { DataTable, type Column, type RowsQuery, type SortState } from './data-table.tsx';
import { useSortParam } from './use-sort-param.ts';

interface Drug {
  id: string;
  name: string;
  stock: number;
}

const DRUGS: Drug[] = [
  { id: 'a', name: 'Amoxicillin 500 mg', stock: 40 },
  { id: 'b', name: 'Paracetamol 500 mg', stock: 0 },
  { id: 'c', name: 'ORS sachet', stock: 12 },
];

const COLUMNS: Column<Drug>[] = [
  { key: 'name', header: 'Medicine', card: 'title', sortKey: 'name', cell: (d) => d.name },
  {
    key: 'stock',
    header: 'On hand',
    card: 'line',
    align: 'right',
    sortKey: 'stock',
    cell: (d) => String(d.stock),
    cardCell: (d) => `${String(d.stock)} on hand`,
  },
  {
    key: 'actions',
    header: 'Actions',
    hideHeader: true,
    card: 'footer',
    cell: (d) => (d.stock > 0 ? <button>Sell {d.name}</button> : null),
  },
];

const loaded: RowsQuery = { isPending: false, isError: false, error: null, refetch: vi.fn() };

function setWidth(width: number) {
  const happy = (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM;
  happy.setViewport({ width, height: 800 });
}

afterEach(() => {
  cleanup();
  setWidth(1024);
});

type Props = Parameters<typeof DataTable<Drug>>[0];
const medicines = (props: Partial<Props> = {}) => (
  <DataTable
    label="Medicines"
    loadingLabel="Loading medicines"
    columns={COLUMNS}
    rows={DRUGS}
    rowKey={(d) => d.id}
    query={loaded}
    empty={<p>No medicines yet</p>}
    {...props}
  />
);
const table = (props: Partial<Props> = {}) => render(medicines(props), { wrapper: WithAppTheme });

describe('DataTable', () => {
  it('says it is loading, shows the error with Retry, and the empty state', () => {
    const { rerender } = table({ rows: undefined, query: { ...loaded, isPending: true } });
    expect(screen.getByRole('status', { name: 'Loading medicines' })).toBeTruthy();

    const refetch = vi.fn();
    rerender(
      medicines({
        rows: undefined,
        query: { ...loaded, isError: true, error: new Error('offline'), refetch },
      }),
    );
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();

    rerender(medicines({ rows: [] }));
    expect(screen.getByText('No medicines yet')).toBeTruthy();
  });

  it('draws a table on a desk: headers, hidden header words, and the sort on its header', () => {
    const onSort = vi.fn();
    table({ sort: { key: 'name', direction: 'asc' }, onSort });
    const grid = screen.getByRole('table', { name: 'Medicines' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Medicine', 'On hand', 'Actions']);
    expect(headers[0]?.getAttribute('aria-sort')).toBe('ascending');
    expect(headers[1]?.hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(within(headers[0] as HTMLElement).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
    fireEvent.click(within(headers[1] as HTMLElement).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'stock', direction: 'asc' });
    expect(within(grid).getAllByRole('row')).toHaveLength(4);
  });

  it('is one Tab stop; the arrow keys, Home and End move between rows and Enter opens one', () => {
    const onRowOpen = vi.fn();
    table({ onRowOpen });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    act(() => rows[0]?.focus());
    fireEvent.keyDown(rows[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[1]);
    fireEvent.keyDown(rows[1] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(rows[2]);
    fireEvent.keyDown(rows[2] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[2]);
    fireEvent.keyDown(rows[2] as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(rows[0]);
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.keyDown(rows[0] as HTMLElement, { key: 'Enter' });
    expect(onRowOpen).toHaveBeenCalledWith(DRUGS[0]);
    // A key typed on a control inside a row is the control's.
    const sell = within(rows[0] as HTMLElement).getByRole('button');
    fireEvent.keyDown(sell, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[0]);
  });

  it('draws cards on a phone: the title, the card words, and no empty footer', () => {
    setWidth(360);
    table();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Medicines' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]?.textContent).toContain('Amoxicillin 500 mg');
    expect(cards[0]?.textContent).toContain('40 on hand');
    expect(within(cards[0] as HTMLElement).getAllByRole('button')).toHaveLength(1);
    expect(within(cards[1] as HTMLElement).queryAllByRole('button')).toHaveLength(0);
  });

  it('opens a row on a click (not a click on its own control) and a card on a tap', () => {
    const onRowOpen = vi.fn();
    table({ onRowOpen });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    fireEvent.click(within(rows[1] as HTMLElement).getByText('Paracetamol 500 mg'));
    expect(onRowOpen).toHaveBeenLastCalledWith(DRUGS[1]);
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: /Sell/ }));
    expect(onRowOpen).toHaveBeenCalledOnce();
    cleanup();

    setWidth(360);
    table({ onRowOpen });
    const cards = within(screen.getByRole('list', { name: 'Medicines' })).getAllByRole('listitem');
    // The card's words are one button; its footer's buttons stay their own.
    const [open, sell] = within(cards[0] as HTMLElement).getAllByRole('button');
    expect(open?.textContent).toContain('Amoxicillin 500 mg');
    expect(sell?.textContent).toBe('Sell Amoxicillin 500 mg');
    fireEvent.click(open as HTMLElement);
    expect(onRowOpen).toHaveBeenLastCalledWith(DRUGS[0]);
    fireEvent.click(sell as HTMLElement);
    expect(onRowOpen).toHaveBeenCalledTimes(2);
  });
});

function SortedMedicines() {
  const { sort, setSort } = useSortParam(['name', 'stock'], { key: 'name', direction: 'asc' });
  return (
    <>
      <output>{`${sort.key} ${sort.direction}`}</output>
      {medicines({ empty: null, sort, onSort: (next: SortState) => setSort(next) })}
    </>
  );
}

describe('useSortParam', () => {
  it('keeps the order in the address (JSON:API style), the default out of it, and restarts at page 1', async () => {
    window.history.replaceState(null, '', '/stock?page=3&sort=bogus');
    render(
      <AppRouter history={createAppHistory()}>
        <Routes>
          <Route path="/stock" element={<SortedMedicines />} />
        </Routes>
      </AppRouter>,
      { wrapper: WithAppTheme },
    );
    // An unknown key reads as the default.
    expect(screen.getByRole('status').textContent).toBe('name asc');
    const header = () => screen.getAllByRole('columnheader')[1] as HTMLElement;
    await act(async () => {
      fireEvent.click(within(header()).getByRole('button'));
      await Promise.resolve();
    });
    expect(window.location.search).toBe('?sort=stock');
    await act(async () => {
      fireEvent.click(within(header()).getByRole('button'));
      await Promise.resolve();
    });
    expect(window.location.search).toBe('?sort=-stock');
    expect(screen.getByRole('status').textContent).toBe('stock desc');
    await act(async () => {
      fireEvent.click(
        within(screen.getAllByRole('columnheader')[0] as HTMLElement).getByRole('button'),
      );
      await Promise.resolve();
    });
    expect(window.location.search).toBe('');
  });
});
