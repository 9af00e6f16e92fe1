import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { TModerationSort } from '@dawa/contract';
import { ListSearchField } from '../../../components/list/list-search-field.tsx';
import { useWords } from '../../../i18n/words.ts';
import { parentCategoriesQuery } from '../../../lib/posts.ts';
import { moderationWords } from '../i18n/index.ts';

/** Each order's words (i18n/). */
const SORT_LABELS = {
  oldest: 'oldestFirst',
  newest: 'newestFirst',
} as const satisfies Record<TModerationSort, string>;

/** The queue's toolbar: words, a category (its sub-categories included) and the order. */
export function ModerationFilters({
  text,
  onText,
  category,
  onCategory,
  sort,
  onSort,
}: {
  text: string;
  onText: (text: string) => void;
  category: string | null;
  onCategory: (category: string | null) => void;
  sort: TModerationSort;
  onSort: (sort: TModerationSort) => void;
}) {
  const t = useWords(moderationWords);
  const categories = useQuery(parentCategoriesQuery);
  const known = categories.data?.some((c) => c.id === category) ?? false;
  return (
    <Box
      role="search"
      aria-label={t('filterQueue')}
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'minmax(0, 1fr) 220px 180px',
        },
      }}
    >
      <ListSearchField
        value={text}
        onChange={onText}
        label={t('searchQueue')}
        placeholder={t('searchPlaceholder')}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <TextField
        select
        size="small"
        label={t('category')}
        value={known ? (category ?? '') : ''}
        onChange={(e) => onCategory(e.target.value || null)}
        disabled={!categories.isSuccess}
        helperText={categories.isError ? t('categoriesFailed') : undefined}
      >
        <MenuItem value="">{t('allCategories')}</MenuItem>
        {(categories.data ?? []).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('order')}
        value={sort}
        onChange={(e) => onSort(e.target.value as TModerationSort)}
      >
        {(Object.keys(SORT_LABELS) as TModerationSort[]).map((s) => (
          <MenuItem key={s} value={s}>
            {t(SORT_LABELS[s])}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
