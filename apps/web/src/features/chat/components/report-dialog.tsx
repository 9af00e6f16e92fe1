import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { CHAT_LIMITS, ZReportChatRequest } from '@dawa/contract';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { reportRoom } from '../api/chat-api.ts';

/** Reports the conversation to the moderators, with a reason. */
export function ReportDialog({ roomId, onClose }: { roomId: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useMutation({
    mutationFn: (text: string) => reportRoom(roomId, text),
    onSuccess: () => {
      notify.success('Thank you. A moderator will look at this conversation.');
      onClose();
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const submit = () => {
    const parsed = ZReportChatRequest.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    report.mutate(parsed.data.reason);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="report-title">
      <DialogTitle id="report-title">Report conversation</DialogTitle>
      <DialogContent>
        <TextField
          label="What is wrong?"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          error={!!error}
          helperText={
            error ?? `${String(reason.trim().length)}/${String(CHAT_LIMITS.reportReasonMax)}`
          }
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={report.isPending}>
          Report
        </Button>
      </DialogActions>
    </Dialog>
  );
}
