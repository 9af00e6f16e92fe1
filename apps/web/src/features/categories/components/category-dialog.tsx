import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Controller, useForm } from 'react-hook-form';
import type { TCategory } from '@dawa/contract';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useWords, type T } from '../../../i18n/words.ts';
import { useSaveCategory } from '../api/categories-api.ts';
import {
  CATEGORY_FIELDS,
  categoryResolver,
  formValuesOf,
  toCreateRequest,
  toUpdateRequest,
  type CategoryFormValues,
} from '../category-form.ts';
import type categoryEn from '../i18n/en.ts';
import { categoryWords } from '../i18n/index.ts';

/** What the dialog edits: a category, or a new one (optionally under a chosen parent). */
export type CategoryDialogTarget =
  { mode: 'edit'; category: TCategory } | { mode: 'create'; parentId: string | null };

/** Create or edit a category (POST /category, PUT /category/{id}); full screen on a phone. */
export function CategoryDialog({
  target,
  parents,
  onClose,
  onSaved,
}: {
  target: CategoryDialogTarget | null;
  parents: readonly TCategory[];
  onClose: () => void;
  onSaved: (category: TCategory, isNew: boolean) => void;
}) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // The last target stays on screen while the dialog fades out; each new one gets a fresh form.
  const [shown, setShown] = useState<{ target: CategoryDialogTarget; key: number } | null>(null);
  if (target && target !== shown?.target) setShown({ target, key: (shown?.key ?? 0) + 1 });
  const [pending, setPending] = useState(false);
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog
      open={target !== null}
      onClose={close}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="category-dialog-title"
    >
      {shown && (
        <CategoryForm
          key={shown.key}
          target={shown.target}
          parents={parents}
          onPending={setPending}
          onCancel={close}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

function CategoryForm({
  target,
  parents,
  onPending,
  onCancel,
  onSaved,
}: {
  target: CategoryDialogTarget;
  parents: readonly TCategory[];
  onPending: (pending: boolean) => void;
  onCancel: () => void;
  onSaved: (category: TCategory, isNew: boolean) => void;
}) {
  const t = useWords(categoryWords);
  const editing = target.mode === 'edit' ? target.category : null;
  const save = useSaveCategory();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CategoryFormValues>({
    // As every form (use-zod-form.ts): errors after a change or on submit, not on blur.
    mode: 'onChange',
    resolver: categoryResolver(editing !== null),
    defaultValues:
      target.mode === 'edit' ? formValuesOf(target.category) : formValuesOf(null, target.parentId),
  });
  const pending = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    onPending(true);
    try {
      const saved = await save.mutateAsync(
        editing
          ? { id: editing.id, body: toUpdateRequest(values) }
          : { id: null, body: toCreateRequest(values) },
      );
      onSaved(saved, !editing);
    } catch (error) {
      const issues = error instanceof ApiError ? (error.issues ?? []) : [];
      let placed = false;
      for (const issue of issues) {
        const field = CATEGORY_FIELDS.find((f) => f === issue.path);
        if (!field) continue;
        form.setError(field, { type: 'server', message: issue.message }, { shouldFocus: !placed });
        placed = true;
      }
      // Conflicts (slug taken, has sub-categories) and the rest: their message, in the dialog.
      if (!placed) setFailure(errorMessage(error));
    } finally {
      onPending(false);
    }
  });

  // A category cannot be its own parent; a parent with children cannot move (the API says so).
  const parentChoices = parents.filter((p) => p.id !== editing?.id);
  const title = editing ? t('editName', { name: editing.name }) : t('newCategory');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={title}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <DialogTitle id="category-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {failure && (
            <Alert severity="error" onClose={() => setFailure(null)}>
              {failure}
            </Alert>
          )}
          <FormTextField control={form.control} name="name" label={t('name')} required autoFocus />
          <FormTextField
            control={form.control}
            name="description"
            label={t('description')}
            required
            multiline
            minRows={2}
          />
          <FormSelectField
            control={form.control}
            name="parent_id"
            label={t('parent')}
            helperText={t('parentHint')}
          >
            <MenuItem value="">
              <em>{t('noParent')}</em>
            </MenuItem>
            {parentChoices.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
                {p.status === 'INACTIVE' ? t('inactiveMark') : ''}
              </MenuItem>
            ))}
          </FormSelectField>
          <FormTextField
            control={form.control}
            name="image"
            label={t('image')}
            type="url"
            inputMode="url"
            placeholder="https://"
          />
          <FormTextField
            control={form.control}
            name="slug"
            label={t('slug')}
            helperText={t(editing ? 'slugEditHint' : 'slugNewHint')}
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          />
          <Controller
            control={form.control}
            name="regulated"
            render={({ field }) => (
              <Box>
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: field.ref } }}
                    />
                  }
                  label={t('regulated')}
                />
                <FormHelperText sx={{ mt: 0 }}>
                  {t(regulationHelp(editing?.regulated ?? null, field.value))}
                </FormHelperText>
              </Box>
            )}
          />
          {editing && (
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <Box>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value === 'ACTIVE'}
                        onChange={(e) => field.onChange(e.target.checked ? 'ACTIVE' : 'INACTIVE')}
                        onBlur={field.onBlur}
                        slotProps={{ input: { ref: field.ref } }}
                      />
                    }
                    label={t('active')}
                  />
                  <FormHelperText sx={{ mt: 0 }}>{t('inactiveHint')}</FormHelperText>
                </Box>
              )}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, mt: 'auto' }}>
        <Button onClick={onCancel} disabled={pending}>
          {t('cancel')}
        </Button>
        <SubmitButton pending={pending} size="medium">
          {t(editing ? 'save' : 'create')}
        </SubmitButton>
      </DialogActions>
    </Box>
  );
}

/** What saving the switch does to the listings already in the category (the API follows it). */
function regulationHelp(
  wasRegulated: boolean | null,
  regulated: boolean,
): Parameters<T<typeof categoryEn>>[0] {
  if (wasRegulated === false && regulated) return 'regulatedOn';
  if (wasRegulated === true && !regulated) return 'regulatedOff';
  return 'regulatedHint';
}
