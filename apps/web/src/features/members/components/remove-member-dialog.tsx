import type { TMember } from '@dawa/contract';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { useWords } from '../../../i18n/words.ts';
import { notify } from '../../../lib/notify.ts';
import { memberWords } from '../i18n/index.ts';
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
  const t = useWords(memberWords);
  const remove = useRemoveMember(tenantId);
  const confirm = () => {
    if (!member) return;
    remove.mutate(member.user.id, {
      onSuccess: () => {
        notify.success(t('removed', { name: member.user.fullName, pharmacy: pharmacyName }));
        onClose();
        onRemoved?.();
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  };
  return (
    <ConfirmDialog
      open={member !== null}
      title={member ? t('removeTitle', { name: member.user.fullName }) : t('removeMember')}
      confirmLabel={t('remove')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {t('removeText', { pharmacy: pharmacyName })}
    </ConfirmDialog>
  );
}
