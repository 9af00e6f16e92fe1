import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { POST_LIMITS, type TComplianceDecisionRequest } from '@dawa/contract';
import { useWords } from '../../../i18n/words.ts';
import { moderationWords } from '../i18n/index.ts';
import { toRejection } from '../rejection.ts';

/** Asks the moderator why a listing is rejected; the seller reads the reason on their adverts. */
export function RejectDialog({
  title,
  open,
  pending,
  onReject,
  onClose,
}: {
  title: string;
  open: boolean;
  pending: boolean;
  onReject: (decision: TComplianceDecisionRequest) => void;
  onClose: () => void;
}) {
  const close = () => {
    if (!pending) onClose();
  };
  // The form lives inside the dialog, which unmounts it when closed: each opening starts empty.
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="reject-title">
      <RejectForm title={title} pending={pending} onReject={onReject} onCancel={close} />
    </Dialog>
  );
}

function RejectForm({
  title,
  pending,
  onReject,
  onCancel,
}: {
  title: string;
  pending: boolean;
  onReject: (decision: TComplianceDecisionRequest) => void;
  onCancel: () => void;
}) {
  const t = useWords(moderationWords);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = toRejection(reason);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onReject(result.decision);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('rejectListing')}>
      <DialogTitle id="reject-title">{t('rejectTitle', { title })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('rejectText')}</DialogContentText>
        <TextField
          label={t('reasonLabel')}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(null);
          }}
          onBlur={() => {
            if (reason !== '') {
              const result = toRejection(reason);
              setError(result.ok ? null : result.message);
            }
          }}
          error={error !== null}
          helperText={
            error ?? `${String(reason.length)} / ${String(POST_LIMITS.rejectionReasonMax)}`
          }
          required
          multiline
          minRows={3}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: POST_LIMITS.rejectionReasonMax } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending}>
          {t('cancel')}
        </Button>
        <Button type="submit" color="error" variant="contained" loading={pending}>
          {t('reject')}
        </Button>
      </DialogActions>
    </Box>
  );
}
