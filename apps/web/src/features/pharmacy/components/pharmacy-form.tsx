import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  ORG_TYPES,
  ZCreateTenantRequest,
  type TCreateTenantRequest,
  type TTenantDetail,
} from '@dawa/contract';
import { showSubmitError } from '../../../components/form/api-errors.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useOrganisationWords } from '../../../components/account/organisation-words.ts';
import { useWords } from '../../../i18n/words.ts';
import { useCreatePharmacy } from '../api/pharmacy-api.ts';
import { pharmacyWords } from '../i18n/index.ts';

const FIELDS = ['name', 'org_type', 'address', 'city', 'tin_number'] as const;

/**
 * The new-pharmacy form (ZCreateTenantRequest → POST /tenants): the contract's messages under
 * each field on leaving it and on submit; the API's own field issues land in the same places.
 */
export function PharmacyForm({
  onCreated,
  submitLabel,
}: {
  onCreated: (tenant: TTenantDetail) => void;
  /** The button's words; "Create pharmacy" unless given. */
  submitLabel?: string;
}) {
  const t = useWords(pharmacyWords);
  const { orgTypeName } = useOrganisationWords();
  const create = useCreatePharmacy();
  const form = useZodForm(ZCreateTenantRequest, {
    defaultValues: { name: '', org_type: 'PHARMACY', address: '', city: '', tin_number: '' },
  });
  const submit = form.handleSubmit(async (values: TCreateTenantRequest) => {
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      showSubmitError(error, form.setError, FIELDS);
    }
  });
  const { control } = form;
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('newPharmacy')}>
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="name"
          label={t('pharmacyName')}
          autoComplete="organization"
          required
        />
        <FormSelectField control={control} name="org_type" label={t('organisationType')} required>
          {ORG_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {orgTypeName(type)}
            </MenuItem>
          ))}
        </FormSelectField>
        <FormTextField
          control={control}
          name="address"
          label={t('address')}
          autoComplete="street-address"
          helperText={t('addressHint')}
          required
        />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="city"
            label={t('city')}
            autoComplete="address-level2"
            required
          />
          <FormTextField
            control={control}
            name="tin_number"
            label={t('tinNumber')}
            inputMode="numeric"
            required
          />
        </Box>
        <Box>
          <SubmitButton pending={form.formState.isSubmitting}>
            {submitLabel ?? t('createPharmacy')}
          </SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
