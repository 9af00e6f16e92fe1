import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  ZCreateEmployeeRequest,
  type TCreateEmployeeRequest,
  type TTenantDetail,
  type TTenantInvitation,
} from '@dawa/contract';
import { showSubmitError } from '../../../components/form/api-errors.ts';
import { EmailField } from '../../../components/form/email-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useWords } from '../../../i18n/words.ts';
import { notify } from '../../../lib/notify.ts';
import { useInviteMember } from '../api/members-api.ts';
import { memberWords } from '../i18n/index.ts';
import { RoleField } from './role-field.tsx';

const FIELDS = ['full_name', 'email', 'phone_number', 'role'] as const;
const EMPTY: TCreateEmployeeRequest = { full_name: '', email: '', phone_number: '', role: 'USER' };

/**
 * Invites a person to the pharmacy by e-mail (POST /user/employee). The answer is the invitation,
 * never an account: whether the address has one is not the pharmacy's to know.
 */
export function InviteMemberForm({
  pharmacy,
  onInvited,
}: {
  pharmacy: TTenantDetail;
  onInvited: (invitation: TTenantInvitation) => void;
}) {
  const t = useWords(memberWords);
  const invite = useInviteMember(pharmacy.id);
  const form = useZodForm(ZCreateEmployeeRequest, { defaultValues: EMPTY });
  const submit = form.handleSubmit(async (values: TCreateEmployeeRequest) => {
    try {
      const invitation = await invite.mutateAsync(values);
      notify.success(t('invitationEmailed', { email: invitation.email }), {
        description: t('invitationEmailedText', { name: pharmacy.name }),
      });
      form.reset(EMPTY);
      onInvited(invitation);
    } catch (error) {
      // "Already a member" is about the e-mail typed.
      if (error instanceof ApiError && error.status === 409) {
        form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      showSubmitError(error, form.setError, FIELDS);
    }
  });
  const { control } = form;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('inviteMember')}
    >
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="full_name"
          label={t('fullName')}
          autoComplete="off"
          helperText={t('fullNameHint')}
          required
        />
        <EmailField
          control={control}
          name="email"
          label={t('email')}
          autoComplete="off"
          helperText={t('emailHint')}
          required
        />
        <FormTextField
          control={control}
          name="phone_number"
          label={t('phoneNumber')}
          type="tel"
          autoComplete="off"
          placeholder="+251911223344"
          required
        />
        <RoleField control={control} name="role" roles={['USER', 'ADMIN']} />
        <Box>
          <SubmitButton pending={form.formState.isSubmitting}>{t('sendInvitation')}</SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
