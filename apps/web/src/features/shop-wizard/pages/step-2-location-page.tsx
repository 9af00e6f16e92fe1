import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ShopLocationFields } from '../components/shop-fields.tsx';
import { ShopWizardStep } from '../components/shop-wizard-step.tsx';
import { ZLocationForm, type LocationForm } from '../shop-payload.ts';
import { nextStepPath } from '../shop-steps.ts';
import { useShopWizardStore, type ShopDraft } from '../shop-wizard-store.ts';
import { useTenantStore } from '../../../stores/tenant-store.ts';
import { useAutosave } from '../use-autosave.ts';
import { useWords } from '../../../i18n/words.ts';
import { shopWizardWords } from '../i18n/index.ts';

const saveTyped = (values: ShopDraft) => useShopWizardStore.getState().saveShop(values);

/** /shop/step-2-setup-shop: where the shop is, its phone, and where it delivers. */
export function Component() {
  const t = useWords(shopWizardWords);
  const navigate = useNavigate();
  const [draft] = useState(() => useShopWizardStore.getState().shop);
  const form = useZodForm(ZLocationForm, {
    defaultValues: {
      address: draft.address ?? '',
      city: draft.city ?? '',
      phone_number: draft.phone_number ?? '',
      delivery_locations: draft.delivery_locations ?? [],
    } satisfies LocationForm,
  });
  useAutosave(form.watch, saveTyped);
  // The chosen organisation's address, offered when it has one and the form does not hold it yet.
  const organisation = useTenantStore((s) => s.tenantDetail);
  const [address, city] = form.watch(['address', 'city']);
  const offer =
    organisation?.address && organisation.city
      ? { address: organisation.address, city: organisation.city, name: organisation.name }
      : null;
  const isOffered = offer !== null && (address !== offer.address || city !== offer.city);
  const takeOrganisationAddress = () => {
    if (!offer) return;
    form.setValue('address', offer.address, { shouldValidate: true, shouldDirty: true });
    form.setValue('city', offer.city, { shouldValidate: true, shouldDirty: true });
  };

  const submit = form.handleSubmit((values) => {
    const store = useShopWizardStore.getState();
    store.saveShop({ ...values, phone_number: values.phone_number ?? '' });
    store.markDone('location');
    void navigate(nextStepPath('location'));
  });

  return (
    <ShopWizardStep step="location" description={t('locationText')} onSubmit={submit}>
      <Stack spacing={2.5}>
        {isOffered && (
          <Alert
            severity="info"
            variant="outlined"
            action={
              <Button color="inherit" size="small" onClick={takeOrganisationAddress}>
                {t('useIt')}
              </Button>
            }
          >
            {t('samePlace', offer)}
          </Alert>
        )}
        <ShopLocationFields control={form.control} />
      </Stack>
    </ShopWizardStep>
  );
}
