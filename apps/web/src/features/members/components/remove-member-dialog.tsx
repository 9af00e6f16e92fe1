import type { TMember } from '@dawa/contract';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useRemoveMember } from '../api/members-api.ts';

/** Confirms and removes `member` from the pharmacy; they lose access at once. */
export function RemoveMemberDialog({
  member,
  tenantId,
  pharmacyName,
  onClose,
  onRemoved,
}: {
  member: TMember | null;
  tenantId: string;
  pharmacyName: string;
  onClose: () => void;
  onRemoved?: () => void;
}) {
  const remove = useRemoveMember(tenantId);
  const confirm = () => {
    if (!member) return;
    remove.mutate(member.user.id, {
      onSuccess: () => {
        notify.success(`${member.user.fullName} was removed from ${pharmacyName}`);
        onClose();
        onRemoved?.();
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  };
  return (
    <ConfirmDialog
      open={member !== null}
      title={`Remove ${member?.user.fullName ?? 'member'}?`}
      confirmLabel="Remove"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      They lose access to {pharmacyName} at once: its stock, sales and reports. Their account stays,
      and you can invite them again later.
    </ConfirmDialog>
  );
}
