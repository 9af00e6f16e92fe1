import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  ZCreateEmployeeRequest,
  type TCreateEmployeeRequest,
  type TTenantDetail,
} from '@dawa/contract';
import { useNavigate } from 'react-router';
import { showSubmitError } from '../../../components/form/api-errors.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useAddMember } from '../api/members-api.ts';
import { RoleField } from './role-field.tsx';
import { EmailField } from '../../../components/form/email-field.tsx';

const FIELDS = ['full_name', 'email', 'phone_number', 'role'] as const;

/** Adds a person to the pharmacy by e-mail (POST /user/employee); the API e-mails the invitation. */
export function AddMemberForm({ pharmacy }: { pharmacy: TTenantDetail }) {
  const navigate = useNavigate();
  const add = useAddMember(pharmacy.id);
  const form = useZodForm(ZCreateEmployeeRequest, {
    defaultValues: { full_name: '', email: '', phone_number: '', role: 'USER' },
  });
  const submit = form.handleSubmit(async (values: TCreateEmployeeRequest) => {
    try {
      const member = await add.mutateAsync(values);
      notify.success(`${member.user.fullName} was added to ${pharmacy.name}`, {
        description: `An invitation is on its way to ${member.user.email}.`,
      });
      void navigate('/members');
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
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label="Add member">
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="full_name"
          label="Full name"
          autoComplete="off"
          required
        />
        <EmailField
          control={control}
          name="email"
          autoComplete="off"
          helperText="The invitation goes here; they sign in with this address."
          required
        />
        <FormTextField
          control={control}
          name="phone_number"
          label="Phone number"
          type="tel"
          autoComplete="off"
          placeholder="+251911223344"
          required
        />
        <RoleField control={control} name="role" roles={['USER', 'ADMIN']} />
        <Box>
          <SubmitButton pending={form.formState.isSubmitting}>Add and send invitation</SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
