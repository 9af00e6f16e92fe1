import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { parentCategoriesQuery, subCategoriesQuery } from '../../../lib/posts.ts';
import type { ProductForm } from '../shop-payload.ts';

/** Category, then its sub-category (changing the category clears the sub-category). */
export function CategorySelects({
  control,
  setValue,
  category,
}: {
  control: Control<ProductForm>;
  setValue: UseFormSetValue<ProductForm>;
  category: string;
}) {
  const parents = useQuery(parentCategoriesQuery);
  const subs = useQuery({ ...subCategoriesQuery(category), enabled: Boolean(category) });

  if (parents.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void parents.refetch()}>
            Retry
          </Button>
        }
      >
        Categories could not be loaded. {errorMessage(parents.error)}
      </Alert>
    );

  const subHelp = subs.isError
    ? `Sub-categories could not be loaded. ${errorMessage(subs.error)}`
    : !category
      ? 'Choose a category first.'
      : subs.isPending
        ? 'Loading sub-categories…'
        : undefined;

  return (
    <>
      <Controller
        control={control}
        name="category"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Category"
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
              fieldState.error?.message ?? (parents.isPending ? 'Loading categories…' : undefined)
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
            label="Sub-category"
            required
            name={field.name}
            value={subs.data?.some((c) => c.id === field.value) ? field.value : ''}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={!category || subs.isPending || subs.isError}
            error={Boolean(fieldState.error) || subs.isError}
            helperText={fieldState.error?.message ?? subHelp}
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
    </>
  );
}
