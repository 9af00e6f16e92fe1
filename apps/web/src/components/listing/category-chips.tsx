import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { parentCategoriesQuery } from '../../lib/posts.ts';

/**
 * The top-level categories as one row of chips ("All" first); one scrolls sideways on a phone
 * rather than pushing the page wide. Pressed state is said with `aria-pressed`, not colour alone.
 */
export function CategoryChips({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (categoryId: string | null) => void;
}) {
  const categories = useQuery(parentCategoriesQuery);
  if (categories.isError) return null; // the grid still works unfiltered; nothing to retry here
  return (
    <Box
      role="group"
      aria-label="Categories"
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
      {categories.isPending ? (
        Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" width={96} height={32} sx={{ flexShrink: 0 }} />
        ))
      ) : (
        <>
          <CategoryChip label="All" selected={!value} onClick={() => onChange(null)} />
          {categories.data.map((c) => (
            <CategoryChip
              key={c.id}
              label={c.name}
              selected={value === c.id}
              onClick={() => onChange(value === c.id ? null : c.id)}
            />
          ))}
        </>
      )}
    </Box>
  );
}

function CategoryChip({
  label,
  selected,
  onClick,
}: {
  label: string;
  selected: boolean;
  onClick: () => void;
}) {
  return (
    <Chip
      label={label}
      clickable
      onClick={onClick}
      aria-pressed={selected}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      sx={{ flexShrink: 0, fontWeight: selected ? 600 : 500 }}
    />
  );
}
