import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ZEmailChangeRequest, type TUser } from '@dawa/contract';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { showSubmitError } from '../../../components/form/api-errors.ts';
import { EmailField } from '../../../components/form/email-field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { requestEmailChange } from '../../../lib/email-change.ts';
import { notify } from '../../../lib/notify.ts';
import { useWords } from '../../../i18n/words.ts';
import { profileWords } from '../i18n/index.ts';

/** The contract's request; a blank password is not sent (an account without one has none to give). */
const changeEmailForm = (current: string, sameEmail: string) =>
  ZEmailChangeRequest.extend({
    password: z.preprocess(
      (v) => (typeof v === 'string' && v === '' ? undefined : v),
      ZEmailChangeRequest.shape.password,
    ),
  }).refine((v) => v.email !== current.toLowerCase(), { message: sameEmail, path: ['email'] });

/**
 * Starts an e-mail change (POST /user/email-change): the new address and, when the account has
 * one, the current password. A code goes to the new address and /otp takes it from there.
 */
export function ChangeEmailDialog({
  user,
  open,
  onClose,
}: {
  user: TUser;
  open: boolean;
  onClose: () => void;
}) {
  const t = useWords(profileWords);
  const navigate = useNavigate();
  const form = useZodForm(changeEmailForm(user.email, t('sameEmail')), {
    defaultValues: { email: '', password: '' },
  });
  const pending = form.formState.isSubmitting;
  const close = () => {
    if (pending) return;
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const started = await requestEmailChange(user.id, values);
      notify.success(t('codeSent'), { description: started.message });
      onClose();
      await navigate('/otp');
    } catch (error) {
      if (error instanceof ApiError && !error.issues?.length) {
        // The two refusals that belong to a field: a wrong or missing password, a taken address.
        if (error.status === 400) {
          form.setError(
            'password',
            { type: 'server', message: error.message },
            { shouldFocus: true },
          );
          return;
        }
        if (error.status === 409) {
          form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
          return;
        }
      }
      showSubmitError(error, form.setError, ['email', 'password']);
    }
  });
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="change-email-title"
      maxWidth="xs"
      fullWidth
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={t('changeEmail')}
      >
        <DialogTitle id="change-email-title">{t('changeEmail')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {t('changeEmailIntro', { email: user.email })}
          </DialogContentText>
          <Stack spacing={2.5}>
            <EmailField
              control={form.control}
              name="email"
              label={t('newEmail')}
              autoComplete="email"
              autoFocus
              required
            />
            <PasswordField
              control={form.control}
              name="password"
              label={t('currentPassword')}
              autoComplete="current-password"
              helperText={t('emptyPasswordHelp')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {t('sendCode')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
