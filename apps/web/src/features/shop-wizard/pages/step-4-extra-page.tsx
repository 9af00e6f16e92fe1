import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { POST_LIMITS } from '@dawa/contract';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { BirrField } from '../../../components/listing-form/birr-field.tsx';
import { FieldPair } from '../../../components/listing-form/field-pair.tsx';
import { RevealSwitch } from '../../../components/listing-form/reveal-switch.tsx';
import { ShopWizardStep } from '../components/shop-wizard-step.tsx';
import { ZExtraForm, type ExtraForm } from '../shop-payload.ts';
import { nextStepPath } from '../shop-steps.ts';
import { useShopWizardStore, type ProductDraft } from '../shop-wizard-store.ts';
import { useAutosave } from '../use-autosave.ts';
import { useWords } from '../../../i18n/words.ts';
import { shopWizardWords } from '../i18n/index.ts';

const saveTyped = (values: ProductDraft) => useShopWizardStore.getState().saveProduct(values);

/** /shop/step-4-additional-info: bulk offer, delivery and warranty of the first product. */
export function Component() {
  const t = useWords(shopWizardWords);
  const navigate = useNavigate();
  const [draft] = useState(() => useShopWizardStore.getState().product);
  const hasDeliveryPlaces = useShopWizardStore((s) => (s.shop.delivery_locations ?? []).length > 0);
  const form = useZodForm(ZExtraForm, {
    defaultValues: {
      bulk_available: draft.bulk_available ?? false,
      bulk_price: draft.bulk_price ?? '',
      bulk_quantity: draft.bulk_quantity ?? '',
      // A shop that named delivery places delivers unless the seller says otherwise.
      delivery_available: draft.delivery_available ?? hasDeliveryPlaces,
      delivery_note: draft.delivery_note ?? '',
      warranty_note: draft.warranty_note ?? '',
      additional_note: draft.additional_note ?? '',
    } satisfies ExtraForm,
  });
  useAutosave(form.watch, saveTyped);

  const submit = form.handleSubmit(() => {
    const store = useShopWizardStore.getState();
    store.saveProduct(form.getValues() as ProductDraft);
    store.markDone('extra');
    void navigate(nextStepPath('extra'));
  });
  const textLimit = { htmlInput: { maxLength: POST_LIMITS.noteMax } };

  return (
    <ShopWizardStep step="extra" description={t('extraText')} onSubmit={submit}>
      <Stack spacing={2}>
        <RevealSwitch control={form.control} name="bulk_available" label={t('bulkOffer')}>
          <FieldPair>
            <BirrField control={form.control} name="bulk_price" label={t('bulkPrice')} />
            <FormTextField
              control={form.control}
              name="bulk_quantity"
              label={t('minimumQuantity')}
              inputMode="numeric"
            />
          </FieldPair>
        </RevealSwitch>
        <RevealSwitch
          control={form.control}
          name="delivery_available"
          label={t('deliveryAvailable')}
        >
          <FormTextField
            control={form.control}
            name="delivery_note"
            label={t('deliveryNoteOptional')}
            placeholder={t('deliveryNotePlaceholder')}
            multiline
            minRows={2}
            slotProps={textLimit}
          />
        </RevealSwitch>
        <FormTextField
          control={form.control}
          name="warranty_note"
          label={t('warrantyOptional')}
          multiline
          minRows={2}
          slotProps={textLimit}
        />
        <FormTextField
          control={form.control}
          name="additional_note"
          label={t('anythingElse')}
          multiline
          minRows={2}
          slotProps={textLimit}
        />
      </Stack>
    </ShopWizardStep>
  );
}
