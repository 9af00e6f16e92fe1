import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ChipRow } from '../../../components/listing/category-chips.tsx';
import { subCategoriesQuery } from '../../../lib/posts.ts';
import { useWords } from '../../../i18n/words.ts';
import { searchWords } from '../i18n/index.ts';

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
  const t = useWords(searchWords);
  if (subs.isError)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="textSecondary">
          {t('subCategoriesFailed')}
        </Typography>
        <Button size="small" onClick={() => void subs.refetch()}>
          {t('retry')}
        </Button>
      </Box>
    );
  if (subs.isSuccess && subs.data.length === 0) return null;
  return (
    <ChipRow
      label={t('subCategories')}
      allLabel={t('allSubCategories')}
      options={subs.data}
      placeholders={{ count: 4, width: 110 }}
      value={value}
      onChange={onChange}
    />
  );
}
