import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ZTenantRole,
  ZUpdateMemberRequest,
  type TMember,
  type TTenantDetail,
} from '@dawa/contract';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { showSubmitError } from '../../../components/form/api-errors.ts';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { notify } from '../../../lib/notify.ts';
import { canManage } from '../../../lib/pharmacy.ts';
import { useOrganisationWords } from '../../../components/account/organisation-words.ts';
import { useWords } from '../../../i18n/words.ts';
import { useChangeRole } from '../api/members-api.ts';
import { memberWords } from '../i18n/index.ts';
import { RoleField } from './role-field.tsx';

/** The form's schema, its one message of its own in the reader's words. */
const changeRoleSchema = (chooseMember: string) =>
  ZUpdateMemberRequest.extend({ userId: z.string().min(1, chooseMember) });
type TChangeRoleForm = z.infer<ReturnType<typeof changeRoleSchema>>;

/**
 * Picks a member and their new role (PUT /tenants/{id}/members/{userId}). Roles and members the
 * caller's role cannot touch are shown but disabled; the API enforces the same rules (and that a
 * pharmacy keeps an owner) and its refusal is shown as it comes.
 */
export function ChangeRoleForm({
  pharmacy,
  members,
  myId,
  initialUserId,
}: {
  pharmacy: TTenantDetail;
  members: TMember[];
  myId: string;
  initialUserId: string | null;
}) {
  const t = useWords(memberWords);
  const { roleName } = useOrganisationWords();
  const navigate = useNavigate();
  const change = useChangeRole(pharmacy.id);
  const others = members.filter((m) => m.user.id !== myId);
  const initial = others.find((m) => m.user.id === initialUserId);
  const schema = useMemo(() => changeRoleSchema(t('chooseMember')), [t]);
  const form = useZodForm(schema, {
    defaultValues: { userId: initial?.user.id ?? '', role: initial?.role ?? 'USER' },
  });
  const userId = useWatch({ control: form.control, name: 'userId' });
  const target = others.find((m) => m.user.id === userId);

  // Choosing a member starts from the role they have.
  // Keyed on who and what, not on the row object: a refetch of the list must not undo a choice.
  const { setValue } = form;
  const targetRole = target?.role;
  useEffect(() => {
    if (targetRole) setValue('role', targetRole);
  }, [userId, targetRole, setValue]);

  const submit = form.handleSubmit(async ({ userId: id, role }: TChangeRoleForm) => {
    if (target?.role === role) {
      form.setError('role', { type: 'same', message: t('sameRole') });
      return;
    }
    try {
      const updated = await change.mutateAsync({ userId: id, role });
      notify.success(t('nowRole', { name: updated.user.fullName, role: roleName(updated.role) }));
      void navigate(`/member?id=${updated.user.id}`);
    } catch (error) {
      showSubmitError(error, form.setError, ['role']);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('changeRole')}>
      <Stack spacing={3}>
        <FormSelectField control={form.control} name="userId" label={t('member')} required>
          {others.map((m) => (
            <MenuItem
              key={m.user.id}
              value={m.user.id}
              disabled={!canManage(pharmacy.role, m.role)}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{m.user.fullName}</Typography>
                <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                  {roleName(m.role)} · {m.user.email}
                </Typography>
              </Box>
            </MenuItem>
          ))}
        </FormSelectField>
        {target ? (
          <RoleField
            control={form.control}
            name="role"
            label={t('newRoleFor', { name: target.user.fullName })}
            roles={ZTenantRole.options}
            isAllowed={(role) => canManage(pharmacy.role, target.role, role)}
          />
        ) : (
          <Typography color="textSecondary">{t('chooseMemberFirst')}</Typography>
        )}
        {pharmacy.role === 'ADMIN' && <Alert severity="info">{t('adminNote')}</Alert>}
        <Box>
          <SubmitButton pending={form.formState.isSubmitting} disabled={!target}>
            {t('changeRole')}
          </SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
