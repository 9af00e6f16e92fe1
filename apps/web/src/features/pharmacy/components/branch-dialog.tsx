import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ZCreateBranchRequest, type TBranch, type TCreateBranchRequest } from '@dawa/contract';
import { showSubmitError } from '../../../components/form/api-errors.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useWords } from '../../../i18n/words.ts';
import { useCreateBranch } from '../api/pharmacy-api.ts';
import { pharmacyWords } from '../i18n/index.ts';

const FIELDS = ['name', 'address', 'city'] as const;
const EMPTY: TCreateBranchRequest = { name: '', address: '', city: '' };

/** Opens a branch of `pharmacyName` (POST /tenants/{id}/branches); full screen on a phone. */
export function BranchDialog({
  open,
  tenantId,
  pharmacyName,
  onClose,
  onCreated,
}: {
  open: boolean;
  tenantId: string;
  pharmacyName: string;
  onClose: () => void;
  onCreated: (branch: TBranch) => void;
}) {
  const t = useWords(pharmacyWords);
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const create = useCreateBranch(tenantId);
  const form = useZodForm(ZCreateBranchRequest, { defaultValues: EMPTY });
  const pending = form.formState.isSubmitting;
  const close = () => {
    if (pending) return;
    form.reset(EMPTY);
    onClose();
  };
  const submit = form.handleSubmit(async (values: TCreateBranchRequest) => {
    try {
      const branch = await create.mutateAsync(values);
      form.reset(EMPTY);
      onCreated(branch);
    } catch (error) {
      // The one conflict this form can meet is a name the pharmacy already uses.
      if (error instanceof ApiError && error.status === 409) {
        form.setError('name', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      showSubmitError(error, form.setError, FIELDS);
    }
  });
  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="branch-dialog-title"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={t('newBranch')}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <DialogTitle id="branch-dialog-title">{t('addBranch')}</DialogTitle>
        <DialogContent dividers>
          <Typography color="textSecondary" sx={{ mb: 2.5 }}>
            {t('branchDialogIntro', { name: pharmacyName })}
          </Typography>
          <Stack spacing={2.5}>
            <FormTextField control={form.control} name="name" label={t('branchName')} required />
            <FormTextField
              control={form.control}
              name="address"
              label={t('address')}
              autoComplete="street-address"
              required
            />
            <FormTextField
              control={form.control}
              name="city"
              label={t('city')}
              autoComplete="address-level2"
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, mt: 'auto' }}>
          <Button onClick={close} disabled={pending}>
            {t('cancel')}
          </Button>
          <SubmitButton pending={pending} size="medium">
            {t('addBranch')}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
