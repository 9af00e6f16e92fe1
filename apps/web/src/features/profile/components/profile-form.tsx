import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ZUpdateUserRequest, type TUpdateUserRequest, type TUser } from '@dawa/contract';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { errorMessage, showSubmitError } from '../../../components/form/api-errors.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateMyProfile } from '../api/profile-api.ts';
import { EmailField } from '../../../components/form/email-field.tsx';

// The contract's ZUpdateUserRequest, with its messages; a field left blank is simply not sent
// (the account may have no username or phone yet, and none is required to save a name).
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const { shape } = ZUpdateUserRequest;
const ZProfileForm = z.object({
  full_name: shape.full_name.unwrap(),
  username: z.preprocess(blankToUndefined, shape.username),
  email: shape.email.unwrap(),
  phone_number: z.preprocess(blankToUndefined, shape.phone_number),
  picture: z.preprocess(blankToUndefined, shape.picture),
});

const FIELDS = ['full_name', 'username', 'email', 'phone_number', 'picture'] as const;

/** Edit my profile (PUT /user/{id}); shows the spec's messages under the fields. */
export function ProfileForm({ user }: { user: TUser }) {
  const navigate = useNavigate();
  const update = useUpdateMyProfile(user.id);
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useZodForm(ZProfileForm, {
    defaultValues: {
      full_name: user.fullName,
      username: user.username ?? '',
      email: user.email,
      phone_number: user.phoneNumber ?? '',
      picture: user.picture ?? '',
    },
  });
  const email = useWatch({ control: form.control, name: 'email' });
  const isEmailChanged = typeof email === 'string' && email.trim().toLowerCase() !== user.email;

  const submit = form.handleSubmit(async (values: TUpdateUserRequest) => {
    setConflict(null);
    try {
      await update.mutateAsync(values);
      notify.success('Profile saved');
      void navigate('/profile');
    } catch (error) {
      // A username or e-mail someone else holds: say so beside the form, not in a passing toast.
      if (error instanceof ApiError && error.status === 409) setConflict(errorMessage(error));
      else showSubmitError(error, form.setError, FIELDS);
    }
  });
  const { control } = form;
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label="Edit profile">
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="full_name"
          label="Full name"
          autoComplete="name"
          required
        />
        <FormTextField
          control={control}
          name="username"
          label="Username"
          autoComplete="username"
          helperText="3 to 30 characters. Optional."
        />
        <EmailField
          control={control}
          name="email"
          required
          helperText={
            isEmailChanged
              ? 'A new address counts as unverified until you verify it.'
              : 'You sign in with this address.'
          }
        />
        <FormTextField
          control={control}
          name="phone_number"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          placeholder="+251911223344"
          helperText="Optional."
        />
        <FormTextField
          control={control}
          name="picture"
          label="Picture URL"
          type="url"
          autoComplete="photo"
          placeholder="https://…"
          helperText="A link to your photo. Optional."
        />
        {conflict && <Alert severity="error">{conflict}</Alert>}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <SubmitButton pending={form.formState.isSubmitting}>Save changes</SubmitButton>
          <Button component={RouterLink} to="/profile" size="large">
            Cancel
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
