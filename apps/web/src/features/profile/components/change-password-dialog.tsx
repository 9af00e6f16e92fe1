import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { ZChangePasswordRequest } from '@dawa/contract';
import { Link as RouterLink } from 'react-router';
import { showSubmitError } from '../../../components/form/api-errors.ts';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useWords } from '../../../i18n/words.ts';
import { profileWords } from '../i18n/index.ts';
import { useChangePassword } from '../api/profile-api.ts';

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/** POST /user/password: the current password, then the new one twice (the spec's messages). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useWords(profileWords);
  const change = useChangePassword();
  const form = useZodForm(ZChangePasswordRequest, { defaultValues: EMPTY });
  const pending = form.formState.isSubmitting;
  const close = () => {
    if (pending) return;
    form.reset(EMPTY);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      notify.success(t('passwordChanged'), { description: t('passwordChangedDetail') });
      form.reset(EMPTY);
      onClose();
    } catch (error) {
      // A wrong current password is about that field.
      if (error instanceof ApiError && error.status === 400 && !error.issues?.length) {
        form.setError(
          'current_password',
          { type: 'server', message: error.message },
          { shouldFocus: true },
        );
        return;
      }
      showSubmitError(error, form.setError, FIELDS);
    }
  });
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="change-password-title"
      maxWidth="xs"
      fullWidth
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={t('changePassword')}
      >
        <DialogTitle id="change-password-title">{t('changePassword')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('changePasswordIntro')}{' '}
            <Link component={RouterLink} to="/forgot-password">
              {t('setPasswordByCode')}
            </Link>
            {t('sentenceEnd')}
          </DialogContentText>
          <Stack spacing={2.5}>
            <PasswordField
              control={form.control}
              name="current_password"
              label={t('currentPassword')}
              autoComplete="current-password"
              autoFocus
            />
            <PasswordField
              control={form.control}
              name="new_password"
              label={t('newPassword')}
              autoComplete="new-password"
              helperText={t('passwordMinHelp')}
            />
            <PasswordField
              control={form.control}
              name="confirm_password"
              label={t('confirmNewPassword')}
              autoComplete="new-password"
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {t('changePassword')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
