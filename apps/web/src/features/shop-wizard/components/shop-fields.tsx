import { Controller, type Control } from 'react-hook-form';
import { SHOP_LIMITS } from '@dawa/contract';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import type { BasicsForm, LocationForm } from '../shop-payload.ts';
import { DeliveryLocationsField } from './delivery-locations-field.tsx';
import { LogoField } from './logo-field.tsx';
import { useWords } from '../../../i18n/words.ts';
import { shopWizardWords } from '../i18n/index.ts';

// The shop's own fields, drawn alike by the set-up wizard (step 1 and step 2, each its own form)
// and by Edit shop (/my-shop/edit, both in one form): the same names, labels and hints, and the
// schema's messages below them. Each block takes any form whose values include its part, so the
// wizard passes its step form and Edit shop its whole form.

/** The shop's name, description and logo (the wizard's step 1). */
export function ShopBasicsFields<T extends BasicsForm>({
  control,
  onLogoBusyChange,
}: {
  control: Control<T>;
  /** Lets the form wait for a logo upload in flight before it moves on or saves. */
  onLogoBusyChange: (isBusy: boolean) => void;
}) {
  // A form with more fields holds these under the same names.
  const basics = control as unknown as Control<BasicsForm>;
  const t = useWords(shopWizardWords);
  return (
    <>
      <FormTextField
        control={basics}
        name="name"
        label={t('shopName')}
        autoComplete="organization"
        required
        slotProps={{ htmlInput: { maxLength: SHOP_LIMITS.nameMax } }}
      />
      <FormTextField
        control={basics}
        name="description"
        label={t('descriptionOptional')}
        multiline
        minRows={3}
        helperText={t('shopDescriptionHint')}
        slotProps={{ htmlInput: { maxLength: SHOP_LIMITS.descriptionMax } }}
      />
      <Controller
        control={basics}
        name="logo"
        render={({ field, fieldState }) => (
          <LogoField
            value={field.value}
            onChange={(url) => field.onChange(url)}
            error={fieldState.error?.message}
            onBusyChange={onLogoBusyChange}
          />
        )}
      />
    </>
  );
}

/** Where the shop is, its phone, and where it delivers (the wizard's step 2). */
export function ShopLocationFields<T extends LocationForm>({ control }: { control: Control<T> }) {
  // A form with more fields holds these under the same names.
  const location = control as unknown as Control<LocationForm>;
  const t = useWords(shopWizardWords);
  return (
    <>
      <FormTextField
        control={location}
        name="address"
        label={t('address')}
        required
        autoComplete="street-address"
        placeholder={t('addressPlaceholder')}
      />
      <FormTextField
        control={location}
        name="city"
        label={t('city')}
        required
        autoComplete="address-level2"
        placeholder={t('cityPlaceholder')}
      />
      <FormTextField
        control={location}
        name="phone_number"
        label={t('shopPhone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+251 9…"
      />
      <DeliveryLocationsField control={location} />
    </>
  );
}
