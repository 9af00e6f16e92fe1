import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { TPage } from '@dawa/contract';

/** "11–20 of 34" and page buttons under a server-paginated list; nothing when one page holds all. */
export function Pager({
  data,
  page,
  onPage,
  noun,
}: {
  data: Pick<TPage<unknown>, 'cursor' | 'total' | 'pages' | 'docs'>;
  page: number;
  onPage: (page: number) => void;
  /** What the list holds, plural: "members". */
  noun: string;
}) {
  if (data.total === 0) return null;
  const first = data.cursor + 1;
  const last = data.cursor + data.docs.length;
  return (
    <Box
      component="nav"
      aria-label={`Pages of ${noun}`}
      sx={{
        mt: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
      }}
    >
      <Typography variant="body2" color="textSecondary" className="tabular-nums">
        {first === last ? first : `${first}–${last}`} of {data.total} {noun}
      </Typography>
      {data.pages > 1 && (
        <Pagination
          count={data.pages}
          page={Math.min(page, data.pages)}
          onChange={(_, next) => onPage(next)}
          siblingCount={0}
          shape="rounded"
          color="primary"
        />
      )}
    </Box>
  );
}
