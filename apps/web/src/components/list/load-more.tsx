import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * The next page of a keyset list (lib/use-keyset-list.ts), under its rows; nothing on the last
 * page. The words come from the caller's catalogue.
 */
export function LoadMore({
  query,
  label,
  loadingLabel,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
  loadingLabel: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Button
        variant="outlined"
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? loadingLabel : label}
      </Button>
    </Box>
  );
}
