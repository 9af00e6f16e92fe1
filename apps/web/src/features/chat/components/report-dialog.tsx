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
import { useWords } from '../../../i18n/words.ts';
import { chatWords } from '../i18n/index.ts';
import { chatMessage } from '../model/chat-messages.ts';

/** Reports the conversation to the moderators, with a reason. */
export function ReportDialog({ roomId, onClose }: { roomId: string; onClose: () => void }) {
  const t = useWords(chatWords);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useMutation({
    mutationFn: (text: string) => reportRoom(roomId, text),
    onSuccess: () => {
      notify.success(t('reportThanks'));
      onClose();
    },
    onError: (e) => setError(chatMessage(t, errorMessage(e))),
  });
  const submit = () => {
    const parsed = ZReportChatRequest.safeParse({ reason });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message ? chatMessage(t, message) : null);
      return;
    }
    report.mutate(parsed.data.reason);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="report-title">
      <DialogTitle id="report-title">{t('reportConversation')}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('whatIsWrong')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          error={!!error}
          helperText={
            error ??
            t('reasonLength', {
              length: String(reason.trim().length),
              max: String(CHAT_LIMITS.reportReasonMax),
            })
          }
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={report.isPending}>
          {t('report')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
