import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LIMITS, MESSAGES, ZUpdateUserRequest, type TUser } from '@dawa/contract';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { errorMessage, showSubmitError } from '../../../components/form/api-errors.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useWords } from '../../../i18n/words.ts';
import { profileWords } from '../i18n/index.ts';
import { useUpdateMyProfile } from '../api/profile-api.ts';
import { profileChanges, type ProfileFormValues } from '../profile-changes.ts';
import { PictureField } from './picture-field.tsx';

// The contract's ZUpdateUserRequest, with its messages; a field left blank is simply not sent
// (the account may have no username or phone yet, and none is required to save a name). The
// picture is an upload's address, which only the upload sets (null: removed).
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const { shape } = ZUpdateUserRequest;
const ZProfileForm = z.object({
  full_name: shape.full_name.unwrap(),
  username: z.preprocess(blankToUndefined, shape.username),
  phone_number: z.preprocess(blankToUndefined, shape.phone_number),
  picture: z.preprocess(blankToUndefined, shape.picture),
});

const FIELDS = ['full_name', 'username', 'phone_number', 'picture'] as const;

/**
 * Edit my profile (PUT /user/{id}): name, username, phone and picture, with the spec's messages
 * under the fields. The e-mail and password change in Sign-in details, each confirmed.
 */
export function ProfileForm({ user }: { user: TUser }) {
  const t = useWords(profileWords);
  const navigate = useNavigate();
  const update = useUpdateMyProfile(user.id);
  const [conflict, setConflict] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const form = useZodForm(ZProfileForm, {
    defaultValues: {
      full_name: user.fullName,
      username: user.username ?? '',
      phone_number: user.phoneNumber ?? '',
      picture: user.picture,
    },
  });
  const fullName = useWatch({ control: form.control, name: 'full_name' });

  const submit = form.handleSubmit(async (values: ProfileFormValues) => {
    setConflict(null);
    try {
      await update.mutateAsync(profileChanges(values, user));
      notify.success(t('profileSaved'));
      void navigate('/profile');
    } catch (error) {
      // A username someone else holds: say so beside the form, not in a passing toast.
      if (error instanceof ApiError && error.status === 409) setConflict(errorMessage(error));
      else if (error instanceof ApiError && error.message === MESSAGES.pictureNotOwn)
        form.setError('picture', { type: 'server', message: error.message });
      else showSubmitError(error, form.setError, FIELDS);
    }
  });
  const { control } = form;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('editProfileForm')}
    >
      <Stack spacing={2.5}>
        <PictureField
          control={control}
          name="picture"
          fullName={typeof fullName === 'string' ? fullName : user.fullName}
          onBusyChange={setIsUploading}
        />
        <FormTextField
          control={control}
          name="full_name"
          label={t('fullName')}
          autoComplete="name"
          required
        />
        <FormTextField
          control={control}
          name="username"
          label={t('username')}
          autoComplete="username"
          // The username rule as the field explains it before anything is typed.
          helperText={t('usernameHelp', { min: LIMITS.usernameMin, max: LIMITS.usernameMax })}
        />
        <FormTextField
          control={control}
          name="phone_number"
          label={t('phoneNumber')}
          type="tel"
          autoComplete="tel"
          placeholder="+251911223344"
          helperText={t('optional')}
        />
        {conflict && <Alert severity="error">{conflict}</Alert>}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <SubmitButton pending={form.formState.isSubmitting} disabled={isUploading}>
            {t('saveChanges')}
          </SubmitButton>
          <Button component={RouterLink} to="/profile" size="large">
            {t('cancel')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
