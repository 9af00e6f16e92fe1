import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useQuery } from '@tanstack/react-query';
import { parentCategoriesQuery } from '../../lib/posts.ts';
import { SkeletonBlock } from '../list/skeleton-block.tsx';
import { listingWords } from '../../i18n/listing/index.ts';
import { useWords } from '../../i18n/words.ts';

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
  const t = useWords(listingWords);
  if (categories.isError) return null; // the grid still works unfiltered; nothing to retry here
  return (
    <ChipRow
      label={t('categories')}
      allLabel={t('all')}
      options={categories.data}
      placeholders={{ count: 6, width: 96 }}
      value={value}
      onChange={onChange}
    />
  );
}

/**
 * A row of single-choice filter chips: "all" first, then one per option (pressing the chosen one
 * again goes back to all). Skeleton chips hold its place while `options` load; on a phone the row
 * scrolls sideways instead of wrapping.
 */
export function ChipRow({
  label,
  allLabel,
  options,
  placeholders,
  value,
  onChange,
}: {
  /** Names the group for assistive technology. */
  label: string;
  allLabel: string;
  /** Undefined while loading. */
  options: readonly { id: string; name: string }[] | undefined;
  placeholders: { count: number; width: number };
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
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
      {options === undefined ? (
        Array.from({ length: placeholders.count }, (_, i) => (
          <SkeletonBlock key={i} sx={{ width: placeholders.width, height: 32, flexShrink: 0 }} />
        ))
      ) : (
        <>
          <FilterChip label={allLabel} selected={!value} onClick={() => onChange(null)} />
          {options.map((o) => (
            <FilterChip
              key={o.id}
              label={o.name}
              selected={value === o.id}
              onClick={() => onChange(value === o.id ? null : o.id)}
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
          borderColor: 'grey.400',
          transition: theme.transitions.create(['background-color', 'box-shadow']),
          '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { bgcolor: 'action.focus' },
          '&:active': { boxShadow: 1 },
          ...theme.applyStyles('dark', { borderColor: 'grey.700' }),
        }),
        selected &&
          ({
            fontWeight: 600,
            color: 'primary.contrastText',
            bgcolor: 'primary.main',
            borderColor: 'primary.main',
            '&:hover, &.Mui-focusVisible': { bgcolor: 'primary.dark', borderColor: 'primary.dark' },
          } as const),
      ]}
    >
      {label}
    </ButtonBase>
  );
}
