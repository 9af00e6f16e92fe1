import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { TPage } from '@dawa/contract';
import { listWords } from '../../i18n/list/index.ts';
import { useWords } from '../../i18n/words.ts';

/** The page buttons MUI names ("Go to next page"), as keys of the list namespace. */
const PAGE_BUTTON = {
  first: 'goToFirstPage',
  last: 'goToLastPage',
  next: 'goToNextPage',
  previous: 'goToPreviousPage',
} as const;

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
  /** What the list holds, plural, in the page's language: "members". */
  noun: string;
}) {
  const t = useWords(listWords);
  if (data.total === 0) return null;
  const first = data.cursor + 1;
  const last = data.cursor + data.docs.length;
  return (
    <Box
      component="nav"
      aria-label={t('pagesOf', { noun })}
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
        {t('rangeOf', {
          range: first === last ? String(first) : `${first}–${last}`,
          total: data.total,
          noun,
        })}
      </Typography>
      {data.pages > 1 && (
        <Pagination
          count={data.pages}
          page={Math.min(page, data.pages)}
          onChange={(_, next) => onPage(next)}
          siblingCount={0}
          shape="rounded"
          color="primary"
          getItemAriaLabel={(type, item, selected) => {
            if (type === 'page')
              return selected
                ? t('currentPage', { page: String(item) })
                : t('goToPage', { page: String(item) });
            // The ellipses are not buttons: MUI draws them without a name.
            return type in PAGE_BUTTON ? t(PAGE_BUTTON[type as keyof typeof PAGE_BUTTON]) : '';
          }}
        />
      )}
    </Box>
  );
}
