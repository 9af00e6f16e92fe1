import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { POST_LIMITS, ZReportPostRequest, type TReportPostRequest } from '@dawa/contract';
import { showSubmitError } from '../../../components/form/api-errors.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { notify } from '../../../lib/notify.ts';
import { api } from '../../../lib/api.ts';

/** "Report listing": the reason goes to the moderators (POST /post/{id}/report). */
export function ReportDialog({
  postId,
  open,
  onClose,
}: {
  postId: string;
  open: boolean;
  onClose: () => void;
}) {
  const report = useReportPost(postId);
  const form = useZodForm(ZReportPostRequest, { defaultValues: { reason: '' } });
  const close = () => {
    if (report.isPending) return;
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((body) =>
    report.mutateAsync(body).then(
      () => {
        notify.success('Thank you. Our moderators will look at this listing.');
        form.reset();
        onClose();
      },
      (error: unknown) => {
        showSubmitError(error, form.setError, ['reason']);
      },
    ),
  );
  return (
    <Dialog open={open} onClose={close} aria-labelledby="report-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} aria-labelledby="report-title" noValidate>
        <DialogTitle id="report-title">Report listing</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Tell us what is wrong: a counterfeit or expired product, a wrong price, a scam, or
            something that should not be sold here.
          </DialogContentText>
          <FormTextField
            control={form.control}
            name="reason"
            label="What is wrong?"
            multiline
            minRows={3}
            autoFocus
            slotProps={{ htmlInput: { maxLength: POST_LIMITS.reportReasonMax } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={report.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={report.isPending} size="medium">
            Send report
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** POST /post/{id}/report: tells the moderators what is wrong with a listing. */
function useReportPost(id: string) {
  return useMutation({
    mutationFn: (body: TReportPostRequest) =>
      api<unknown>({
        method: 'POST',
        path: `/post/${id}/report`,
        body,
        redirectOnForbidden: false,
      }),
  });
}
