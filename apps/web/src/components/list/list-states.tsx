import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { layoutWords } from '../../i18n/layout/index.ts';
import { useWords } from '../../i18n/words.ts';

// The empty and error states live in their own modules, so the marketplace's first view can take
// them without MUI's Skeleton; every list imports all three from here.
export { EmptyState } from './empty-state.tsx';
export { ErrorState } from './error-state.tsx';

/** First load of a list or card: grey shapes where the rows will be (docs/design.md#feedback: skeletons, not spinners). */
export function ListSkeleton({
  rows = 3,
  height = 72,
  label,
}: {
  rows?: number;
  height?: number;
  /** "Loading" in the page's language unless told otherwise. */
  label?: string;
}) {
  const t = useWords(layoutWords);
  return (
    <Stack spacing={1.5} role="status" aria-label={label ?? t('loading')} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
