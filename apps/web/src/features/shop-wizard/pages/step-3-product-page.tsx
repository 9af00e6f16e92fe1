import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { POST_LIMITS, ZPostCondition } from '@dawa/contract';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { BirrField } from '../../../components/listing-form/birr-field.tsx';
import { CategoryFields } from '../../../components/listing-form/category-fields.tsx';
import { PhotosField } from '../components/photos-field.tsx';
import { ShopWizardStep } from '../components/shop-wizard-step.tsx';
import { ZProductForm, type ProductForm } from '../shop-payload.ts';
import { nextStepPath } from '../shop-steps.ts';
import { useShopWizardStore, type ProductDraft } from '../shop-wizard-store.ts';
import { useAutosave } from '../use-autosave.ts';
import { conditionLabel } from '../../../components/listing/listing-format.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { useWords } from '../../../i18n/words.ts';
import { shopWizardWords } from '../i18n/index.ts';

const saveTyped = (values: ProductDraft) => useShopWizardStore.getState().saveProduct(values);

/** /shop/step-3-product-detail: the first product's photos, title, category, price and contact. */
export function Component() {
  const t = useWords(shopWizardWords);
  const locale = useLocale();
  const navigate = useNavigate();
  const [draft] = useState(() => useShopWizardStore.getState().product);
  const [shop] = useState(() => useShopWizardStore.getState().shop);
  const [isUploading, setUploading] = useState(false);
  const form = useZodForm(ZProductForm, {
    defaultValues: {
      photos: draft.photos ?? [],
      title: draft.title ?? '',
      description: draft.description ?? '',
      category: draft.category ?? '',
      sub_category: draft.sub_category ?? '',
      condition: draft.condition ?? '',
      price: draft.price ?? '',
      negotiable: draft.negotiable ?? false,
      // The shop's phone and city are the natural defaults for its first product.
      contactPhone: draft.contactPhone ?? shop.phone_number ?? '',
      location: draft.location ?? shop.city ?? '',
    } satisfies ProductForm,
  });
  useAutosave(form.watch, saveTyped);
  const [category, subCategory] = form.watch(['category', 'sub_category']);

  const submit = form.handleSubmit(() => {
    const store = useShopWizardStore.getState();
    store.saveProduct(form.getValues() as ProductDraft);
    store.markDone('product');
    void navigate(nextStepPath('product'));
  });

  return (
    <ShopWizardStep
      step="product"
      description={t('productText')}
      onSubmit={submit}
      pending={isUploading}
    >
      <Stack spacing={2.5}>
        <Controller
          control={form.control}
          name="photos"
          render={({ field, fieldState }) => (
            <PhotosField
              value={field.value ?? []}
              onChange={(photos) => field.onChange(photos)}
              error={fieldState.error?.message}
              onBusyChange={setUploading}
            />
          )}
        />
        <FormTextField
          control={form.control}
          name="title"
          label={t('title')}
          required
          placeholder={t('titlePlaceholder')}
          slotProps={{ htmlInput: { maxLength: POST_LIMITS.titleMax } }}
        />
        <FormTextField
          control={form.control}
          name="description"
          label={t('description')}
          required
          multiline
          minRows={3}
          helperText={t('productDescriptionHint')}
        />
        <CategoryFields
          control={form.control}
          setValue={form.setValue}
          category={category}
          subCategory={subCategory}
        />
        <FormSelectField control={form.control} name="condition" label={t('condition')}>
          <MenuItem value="">{t('notStated')}</MenuItem>
          {ZPostCondition.options.map((c) => (
            <MenuItem key={c} value={c}>
              {conditionLabel(c, locale)}
            </MenuItem>
          ))}
        </FormSelectField>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
            alignItems: 'center',
          }}
        >
          <BirrField control={form.control} name="price" label={t('price')} />
          <Controller
            control={form.control}
            name="negotiable"
            render={({ field }) => (
              <FormControlLabel
                label={t('negotiable')}
                control={
                  <Checkbox
                    checked={field.value === true}
                    onChange={(e) => {
                      field.onChange(e.target.checked);
                      void form.trigger('price');
                    }}
                  />
                }
              />
            )}
          />
        </Box>
        <FormTextField
          control={form.control}
          name="contactPhone"
          label={t('contactPhone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <FormTextField
          control={form.control}
          name="location"
          label={t('locationOptional')}
          placeholder={t('productLocationPlaceholder')}
        />
      </Stack>
    </ShopWizardStep>
  );
}
