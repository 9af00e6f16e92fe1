import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FilterChip } from '../../../components/listing/category-chips.tsx';
import { SkeletonBlock } from '../../../components/list/skeleton-block.tsx';
import { subCategoriesQuery } from '../../../lib/posts.ts';

/** The chosen category's sub-categories (GET /sub-category) as one row of chips. */
export function SubCategoryChips({
  categoryId,
  value,
  onChange,
}: {
  categoryId: string;
  value: string | null;
  onChange: (subCategory: string | null) => void;
}) {
  const subs = useQuery(subCategoriesQuery(categoryId));
  if (subs.isError)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Sub-categories could not be loaded.
        </Typography>
        <Button size="small" onClick={() => void subs.refetch()}>
          Retry
        </Button>
      </Box>
    );
  if (subs.isSuccess && subs.data.length === 0) return null;
  return (
    <Box
      role="group"
      aria-label="Sub-categories"
      sx={{
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        pb: 0.5,
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 0 },
        flexWrap: { xs: 'nowrap', md: 'wrap' },
        scrollbarWidth: 'thin',
      }}
    >
      {subs.isPending ? (
        Array.from({ length: 4 }, (_, i) => (
          <SkeletonBlock key={i} sx={{ width: 110, height: 32, flexShrink: 0 }} />
        ))
      ) : (
        <>
          <FilterChip label="All sub-categories" selected={!value} onClick={() => onChange(null)} />
          {subs.data.map((s) => (
            <FilterChip
              key={s.id}
              label={s.name}
              selected={value === s.id}
              onClick={() => onChange(value === s.id ? null : s.id)}
            />
          ))}
        </>
      )}
    </Box>
  );
}
