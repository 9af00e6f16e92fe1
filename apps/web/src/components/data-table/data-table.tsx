import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { ErrorState, ListSkeleton } from '../list/list-states.tsx';

// One data table for every list screen (issue 32; docs/data-table.md): columns declared once, a
// table with a sticky header on desks and cards on phones (no table wider than the screen), the
// loading, error and empty states, sort headers bound to whatever the caller keeps (the address,
// with useSortParam), and rows reached with the arrow keys.

/** Where a column's cell goes on a phone's card. */
export type CardSlot =
  /** The card's heading, full width (e.g. who). */
  | 'title'
  /** Beside the title, at the right (e.g. a row menu). */
  | 'aside'
  /** A row of chips under the title (role, status). */
  | 'chips'
  /** A line of secondary text ("Joined 3 Nov 2026"). */
  | 'line'
  /** Buttons at the card's foot, at the right. */
  | 'footer'
  /** Not on the card. */
  | 'none';

export interface Column<Row> {
  /** Stable name; also the sort key unless `sortKey` says otherwise. */
  key: string;
  /** Words of the header (from the caller's catalogue). */
  header: string;
  /** Drawn for screen readers only (an actions column). */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** What the card shows, when it differs from the cell ("Joined …" for a bare date). */
  cardCell?: (row: Row) => ReactNode;
  card: CardSlot;
  align?: 'left' | 'right';
  /** Never wrap (dates, amounts). */
  nowrap?: boolean;
  maxWidth?: number;
  /** The column can order the list by this key. */
  sortKey?: string;
  /** Only on the phone's card (a line the table shows inside another cell). */
  deskHidden?: boolean;
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

/** The state of the query behind the rows (TanStack Query's fields, so a query fits as it is). */
export interface RowsQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  /** Rows of the previous filter or page while the next load (drawn dimmed). */
  isPlaceholderData?: boolean;
}

export interface DataTableProps<Row> {
  /** The table's accessible name: "Members". */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  query: RowsQuery;
  /** Said while the first rows load: "Loading members". */
  loadingLabel: string;
  /** Shown when the list holds nothing (an EmptyState). `rows` undefined means still loading. */
  empty: ReactNode;
  sort?: SortState | null;
  onSort?: (next: SortState) => void;
  /**
   * Opens a row (e.g. its details): Enter on a focused row, a click on the row, a tap on its card
   * (the card's title, chips and lines become one button; keep its buttons in `footer`).
   */
  onRowOpen?: (row: Row) => void;
}

const stale = (query: RowsQuery): SxProps<Theme> => ({
  opacity: query.isPlaceholderData ? 0.6 : 1,
  transition: 'opacity 120ms',
});

export function DataTable<Row>(props: DataTableProps<Row>) {
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { query, rows } = props;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  // No rows yet (first load, or a page past the end on its way back): shapes, not "empty".
  if (query.isPending || rows === undefined) return <ListSkeleton label={props.loadingLabel} />;
  if (rows.length === 0) return <>{props.empty}</>;
  return isWide ? <DeskTable {...props} rows={rows} /> : <PhoneCards {...props} rows={rows} />;
}

/** A click on a control inside the row (a menu, a link) is the control's, not the row's. */
const isOnControl = (event: MouseEvent<HTMLElement>) =>
  event.target instanceof Element &&
  event.target.closest('button, a, input, select, textarea, [role="menuitem"]') !== null &&
  !event.currentTarget.isSameNode(event.target);

const nextDirection = (sort: SortState | null | undefined, key: string): SortDirection =>
  sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc';

function DeskTable<Row>({
  label,
  columns: allColumns,
  rows,
  rowKey,
  query,
  sort,
  onSort,
  onRowOpen,
}: DataTableProps<Row> & { rows: readonly Row[] }) {
  const columns = allColumns.filter((column) => !column.deskHidden);
  // One row is in the tab order (the last one reached); the arrow keys move between rows, so a
  // long list is one Tab stop, not one per row (WAI-ARIA's roving tabindex).
  const [active, setActive] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);
  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    setActive(target);
    body.current?.querySelectorAll<HTMLTableRowElement>(':scope > tr')[target]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    // Keys typed in a control inside the row are the control's.
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
    };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      focusRow(to);
    } else if (event.key === 'Enter' && onRowOpen) {
      event.preventDefault();
      const row = rows[index];
      if (row !== undefined) onRowOpen(row);
    }
  };
  const activeRow = Math.min(active, rows.length - 1);

  return (
    <Card>
      <TableContainer sx={stale(query)}>
        <Table stickyHeader aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const sortKey = column.sortKey;
                const sorted = sortKey !== undefined && sort?.key === sortKey ? sort : null;
                return (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    aria-sort={
                      sorted ? (sorted.direction === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {column.hideHeader ? (
                      <Box component="span" sx={visuallyHidden}>
                        {column.header}
                      </Box>
                    ) : sortKey !== undefined && onSort ? (
                      <TableSortLabel
                        active={sorted !== null}
                        direction={sorted?.direction ?? 'asc'}
                        onClick={() =>
                          onSort({ key: sortKey, direction: nextDirection(sort, sortKey) })
                        }
                      >
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody ref={body}>
            {rows.map((row, index) => (
              <TableRow
                key={rowKey(row)}
                hover
                tabIndex={index === activeRow ? 0 : -1}
                onFocus={(event) => {
                  if (event.target === event.currentTarget) setActive(index);
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
                onClick={
                  onRowOpen &&
                  ((event) => {
                    if (!isOnControl(event)) onRowOpen(row);
                  })
                }
                sx={{
                  ...(onRowOpen && { cursor: 'pointer' }),
                  '&:focus-visible': {
                    outline: 2,
                    outlineColor: 'primary.main',
                    outlineOffset: -2,
                  },
                }}
              >
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sx={{
                      ...(column.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }),
                      ...(column.maxWidth ? { maxWidth: column.maxWidth } : {}),
                    }}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

function PhoneCards<Row>({
  label,
  columns,
  rows,
  rowKey,
  query,
  onRowOpen,
}: DataTableProps<Row> & { rows: readonly Row[] }) {
  const inSlot = (slot: CardSlot) => columns.filter((column) => column.card === slot);
  const slots = {
    title: inSlot('title'),
    aside: inSlot('aside'),
    chips: inSlot('chips'),
    line: inSlot('line'),
    footer: inSlot('footer'),
  };
  const show = (column: Column<Row>, row: Row) => (column.cardCell ?? column.cell)(row);
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={[{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }, stale(query) as object]}
    >
      {rows.map((row) => {
        const chips = slots.chips.map((column) => ({ column, node: show(column, row) }));
        const footer = slots.footer.map((column) => ({ column, node: show(column, row) }));
        const head = (
          <>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                {slots.title.map((column) => (
                  <Box key={column.key}>{show(column, row)}</Box>
                ))}
              </Box>
              {slots.aside.map((column) => (
                <Box key={column.key} sx={{ flexShrink: 0 }}>
                  {show(column, row)}
                </Box>
              ))}
            </Box>
            {chips.some(({ node }) => hasContent(node)) && (
              <Box
                sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1.5 }}
              >
                {chips.map(({ column, node }) => (
                  <Box key={column.key} sx={{ display: 'contents' }}>
                    {node}
                  </Box>
                ))}
              </Box>
            )}
            {slots.line.map((column, index) => {
              const node = show(column, row);
              return hasContent(node) ? (
                <Typography
                  key={column.key}
                  component="div"
                  variant="body2"
                  color="textSecondary"
                  sx={{ mt: index === 0 ? 1 : 0, overflowWrap: 'anywhere' }}
                >
                  {node}
                </Typography>
              ) : null;
            })}
          </>
        );
        return (
          <Card component="li" key={rowKey(row)} sx={{ p: onRowOpen ? 0 : 2 }}>
            {onRowOpen ? (
              <CardActionArea onClick={() => onRowOpen(row)} sx={{ p: 2 }}>
                {head}
              </CardActionArea>
            ) : (
              head
            )}
            {footer.some(({ node }) => hasContent(node)) && (
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'flex-end',
                  flexWrap: 'wrap',
                  gap: 1,
                  ...(onRowOpen ? { px: 2, pb: 2 } : { mt: 1 }),
                }}
              >
                {footer.map(({ column, node }) => (
                  <Box key={column.key} sx={{ display: 'contents' }}>
                    {node}
                  </Box>
                ))}
              </Box>
            )}
          </Card>
        );
      })}
    </Box>
  );
}

const hasContent = (node: ReactNode) =>
  node !== null && node !== undefined && node !== false && node !== '';
