import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import type { TCategory } from '@dawa/contract';
import { errorMessage } from '../form/api-errors.ts';
import { parentCategoriesQuery, subCategoriesQuery } from '../../lib/posts.ts';
import { listingFormWords } from '../../i18n/listing-form/index.ts';
import { useWords } from '../../i18n/words.ts';

/** Listings in a regulated category (or sub-category) wait for Dawa's review. */
export const isRegulated = (...categories: (TCategory | undefined)[]): boolean =>
  categories.some((c) => c?.regulated === true);

interface CategoryValues {
  category: string;
  sub_category: string;
}

/**
 * Category, then its sub-category (the list follows the category; changing the category clears
 * the sub-category). A regulated choice says that Dawa reviews the listing first.
 */
export function CategoryFields<T extends CategoryValues>({
  control: anyControl,
  setValue: anySetValue,
  category,
  subCategory,
}: {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  category: string;
  subCategory: string;
}) {
  // The component only touches the two category fields.
  const t = useWords(listingFormWords);
  const control = anyControl as unknown as Control<CategoryValues>;
  const setValue = anySetValue as unknown as UseFormSetValue<CategoryValues>;
  const parents = useQuery(parentCategoriesQuery);
  const subs = useQuery({ ...subCategoriesQuery(category), enabled: Boolean(category) });
  const parent = parents.data?.find((c) => c.id === category);
  const sub = subs.data?.find((c) => c.id === subCategory);

  if (parents.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void parents.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('categoriesFailed', { reason: errorMessage(parents.error) })}
      </Alert>
    );

  const subHelp = subs.isError
    ? t('subCategoriesFailed', { reason: errorMessage(subs.error) })
    : !category
      ? t('chooseCategoryFirst')
      : subs.isPending
        ? t('loadingSubCategories')
        : subs.data.length === 0
          ? t('noSubCategories')
          : undefined;

  return (
    <Stack spacing={2.5}>
      <Controller
        control={control}
        name="category"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t('category')}
            required
            name={field.name}
            value={parents.data ? (field.value ?? '') : ''}
            onChange={(e) => {
              field.onChange(e.target.value);
              setValue('sub_category', '', { shouldValidate: false });
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={parents.isPending}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ?? (parents.isPending ? t('loadingCategories') : undefined)
            }
            fullWidth
          >
            {(parents.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="sub_category"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t('subCategory')}
            required
            name={field.name}
            value={subs.data?.some((c) => c.id === field.value) ? field.value : ''}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={!category || subs.isPending || subs.isError}
            // Until a category is chosen there is nothing to fix here: the category says so.
            error={(!!category && Boolean(fieldState.error)) || subs.isError}
            helperText={(category ? fieldState.error?.message : undefined) ?? subHelp}
            fullWidth
          >
            {(subs.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {subs.isError && (
        <Button size="small" onClick={() => void subs.refetch()} sx={{ alignSelf: 'flex-start' }}>
          {t('retrySubCategories')}
        </Button>
      )}
      {isRegulated(parent, sub) && (
        <Alert severity="info" icon={<GppMaybeOutlined />} role="status">
          {t('regulatedNotice')}.
        </Alert>
      )}
    </Stack>
  );
}
