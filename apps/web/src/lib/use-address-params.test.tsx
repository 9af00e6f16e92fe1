import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AppRouter, createAppHistory } from '../app/app-router.tsx';
import { useAddressParams, type AddressChange } from './use-address-params.ts';

afterEach(cleanup);

const set =
  (key: string, value: string): AddressChange =>
  (live) => {
    live.set(key, value);
    return live;
  };

/** Buttons that make several writes in one moment, before React renders the first. */
function Filters({ writes }: { writes: Record<string, AddressChange[]> }) {
  const [params, write] = useAddressParams();
  return (
    <>
      <output>{params.toString()}</output>
      {Object.entries(writes).map(([name, changes]) => (
        <button
          key={name}
          onClick={() => {
            for (const change of changes) write(change);
          }}
        >
          {name}
        </button>
      ))}
    </>
  );
}

function renderAt(path: string, writes: Record<string, AddressChange[]>) {
  window.history.replaceState(null, '', path);
  const history = createAppHistory();
  render(
    <AppRouter history={history}>
      <Routes>
        <Route path="/search" element={<Filters writes={writes} />} />
        <Route path="/elsewhere" element={<p>Elsewhere</p>} />
      </Routes>
    </AppRouter>,
  );
  return history;
}

const click = (name: string) =>
  act(async () => {
    screen.getByRole('button', { name }).click();
    await Promise.resolve();
  });

describe('useAddressParams', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('writes the same choice made twice in one moment once: one history entry, so Back undoes it', async () => {
    renderAt('/search?q=masks', { sort: [set('sort', 'price_asc'), set('sort', 'price_asc')] });
    const before = window.history.length;
    await click('sort');
    expect(window.location.search).toBe('?q=masks&sort=price_asc');
    expect(window.history.length).toBe(before + 1);
    expect(screen.getByRole('status').textContent).toBe('q=masks&sort=price_asc');
  });

  it('starts each write from the live address, so two changes in one moment both land', async () => {
    renderAt('/search?q=masks', { both: [set('sort', 'newest'), set('location', 'Bole')] });
    await click('both');
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('newest');
    expect(new URLSearchParams(window.location.search).get('location')).toBe('Bole');
  });

  it('adds no entry for a write that changes nothing, whatever order the address holds', async () => {
    renderAt('/search?sort=newest&q=masks', {
      same: [
        (live) => {
          const next = new URLSearchParams();
          next.set('q', 'masks');
          next.set('sort', live.get('sort') ?? '');
          return next;
        },
      ],
    });
    const before = window.history.length;
    await click('same');
    expect(window.history.length).toBe(before);
    expect(window.location.search).toBe('?sort=newest&q=masks');
  });

  it('writes nothing once the address shows another page (a late write from a page being left)', async () => {
    const history = renderAt('/search?q=masks', { late: [set('sort', 'newest')] });
    const button = screen.getByRole('button', { name: 'late' });
    // The history moves on; React has not rendered the next page yet.
    history.push('/elsewhere');
    button.click();
    expect(window.location.pathname).toBe('/elsewhere');
    expect(window.location.search).toBe('');
    await act(async () => {});
  });
});
