import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useQuery } from '@tanstack/react-query';
import { parentCategoriesQuery } from '../../lib/posts.ts';
import { SkeletonBlock } from '../list/skeleton-block.tsx';

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
          <SkeletonBlock key={i} sx={{ width: 96, height: 32, flexShrink: 0 }} />
        ))
      ) : (
        <>
          <FilterChip label="All" selected={!value} onClick={() => onChange(null)} />
          {categories.data.map((c) => (
            <FilterChip
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

/**
 * One filter chip, drawn like MUI's clickable `Chip` (outlined, or filled in the primary colour when
 * chosen) on ButtonBase, which the first page already has: MUI's Chip is ~3 KB gzip more.
 */
export function FilterChip({
  label,
  selected,
  onClick,
}: {
  label: string;
  selected: boolean;
  onClick: () => void;
}) {
  return (
    <ButtonBase
      onClick={onClick}
      aria-pressed={selected}
      sx={[
        (theme) => ({
          flexShrink: 0,
          height: 32,
          px: '11px',
          borderRadius: '16px',
          border: '1px solid',
          fontFamily: theme.typography.fontFamily,
          fontSize: theme.typography.pxToRem(13),
          fontWeight: 500,
          lineHeight: 1.5,
          whiteSpace: 'nowrap',
          userSelect: 'none',
          color: 'text.primary',
          borderColor: theme.palette.mode === 'light' ? 'grey.400' : 'grey.700',
          transition: theme.transitions.create(['background-color', 'box-shadow']),
          '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { bgcolor: 'action.focus' },
          '&:active': { boxShadow: 1 },
        }),
        selected &&
          ((theme) => ({
            fontWeight: 600,
            color: 'primary.contrastText',
            bgcolor: 'primary.main',
            borderColor: 'primary.main',
            '&:hover, &.Mui-focusVisible': {
              bgcolor: 'primary.dark',
              borderColor: theme.palette.primary.dark,
            },
          })),
      ]}
    >
      {label}
    </ButtonBase>
  );
}
