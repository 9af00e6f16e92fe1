import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  POST_LIMITS,
  POST_MESSAGES,
  ZCreatePostRequest,
  ZPostCondition,
  hasSomePrice,
} from '@dawa/contract';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { BirrField } from '../../../components/listing-form/birr-field.tsx';
import { CategoryFields } from '../../../components/listing-form/category-fields.tsx';
import { FieldPair } from '../../../components/listing-form/field-pair.tsx';
import { conditionLabel } from '../../../components/listing/listing-format.ts';
import { useEffect } from 'react';
import { useLocale } from '../../../i18n/locale.tsx';
import { useWords } from '../../../i18n/words.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import type { PostDraft } from '../../../stores/post-add-journey-store.ts';
import { amountText, draftAmount, parseAmount, zAmountText } from '../amount-text.ts';
import { PriceOutlierAlert } from '../components/price-outlier-alert.tsx';
import { PostDraftGate, PostWizardStep } from '../components/post-wizard-step.tsx';
import { postWizardWords } from '../i18n/index.ts';
import { STEP_FIELDS, stepHref } from '../post-steps.ts';
import { useAutosave } from '../use-autosave.ts';
import { useReviewIssues } from '../use-review-issues.ts';
import {
  minOrderIssue,
  productFormDefaults,
  productFormFields,
  productToDraft,
  useIsRegulatedChoice,
} from '../product-fields.ts';
import type { DraftContext } from '../use-post-draft.ts';

const shape = ZCreatePostRequest.shape;

// The step's fields as typed: amounts, quantities and the expiry date as text, an unchosen
// condition as ''.
const ZDetailForm = z
  .object({
    category: shape.category,
    sub_category: shape.sub_category,
    condition: z.union([ZPostCondition, z.literal('')]),
    price: zAmountText(shape.price),
    custom_price: shape.custom_price,
    negotiable: z.boolean(),
    contactPhone: shape.contactPhone,
    location: shape.location,
    ...productFormFields,
  })
  .superRefine((v, ctx) => {
    const issue = minOrderIssue(v);
    if (issue) ctx.addIssue({ code: 'custom', path: ['min_order_quantity'], message: issue });
  });
type DetailInput = z.input<typeof ZDetailForm>;

const priceGiven = (v: Partial<DetailInput>) =>
  hasSomePrice({
    price: parseAmount(v.price) ?? null,
    custom_price: v.custom_price?.trim(),
    negotiable: v.negotiable,
  });

/** The typed values as the draft keeps them: numbers, and nothing for what is not chosen. */
const toDraft = (v: Partial<DetailInput>): PostDraft => ({
  category: v.category || undefined,
  sub_category: v.sub_category || undefined,
  condition: v.condition || undefined,
  price: draftAmount(v.price),
  custom_price: v.custom_price,
  negotiable: v.negotiable,
  contactPhone: v.contactPhone,
  location: v.location,
  ...productToDraft(v),
});

/**
 * /post/step-3-product-detail: category, condition (not for regulated categories: sold new only),
 * the product's details (expiry, pack, stock), price, how to reach the seller, where.
 */
export function Component() {
  return (
    <PostDraftGate step="detail">{(context) => <DetailStep context={context} />}</PostDraftGate>
  );
}

function DetailStep({ context }: { context: DraftContext }) {
  const t = useWords(postWizardWords);
  const locale = useLocale();
  const navigate = useNavigate();
  const { draft, update, editId } = context;
  const myPhone = useAuthStore((s) => s.userInfo?.phoneNumber ?? '');
  const form = useZodForm(ZDetailForm, {
    defaultValues: {
      category: draft.category ?? '',
      sub_category: draft.sub_category ?? '',
      condition: draft.condition ?? '',
      price: amountText(draft.price),
      custom_price: draft.custom_price ?? '',
      negotiable: draft.negotiable ?? false,
      contactPhone: draft.contactPhone ?? myPhone,
      location: draft.location ?? '',
      ...productFormDefaults(draft),
    },
  });
  useAutosave(form.watch, (v) => update(toDraft(v)));
  useReviewIssues(form.setError, STEP_FIELDS.detail);

  const requirePrice = () => {
    if (priceGiven(form.getValues())) return true;
    form.setError('price', { type: 'custom', message: POST_MESSAGES.priceRequired });
    return false;
  };
  const submit = form.handleSubmit(
    (values) => {
      if (!requirePrice()) {
        form.setFocus('price');
        return;
      }
      update(toDraft(values));
      void navigate(stepHref('additional', editId));
    },
    () => void requirePrice(),
  );
  const [category, subCategory, priceText] = form.watch(['category', 'sub_category', 'price']);
  // Medicines and other regulated products are sold new only (decision 016): no choice to make.
  const regulated = useIsRegulatedChoice(category, subCategory);
  const { setValue } = form;
  useEffect(() => {
    if (regulated) setValue('condition', 'NEW');
  }, [regulated, setValue]);

  return (
    <PostWizardStep
      step="detail"
      context={context}
      description={t('detailText')}
      onSubmit={submit}
      pending={false}
      back="description"
    >
      <Stack spacing={3}>
        <CategoryFields
          control={form.control}
          setValue={form.setValue}
          category={category}
          subCategory={subCategory}
        />
        {regulated ? (
          <Typography variant="body2" color="textSecondary">
            {t('newOnly')}
          </Typography>
        ) : (
          <Controller
            control={form.control}
            name="condition"
            render={({ field }) => (
              <FormControl component="fieldset">
                <FormLabel component="legend">{t('condition')}</FormLabel>
                <RadioGroup
                  row
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  {ZPostCondition.options.map((c) => (
                    <FormControlLabel
                      key={c}
                      value={c}
                      control={<Radio />}
                      label={conditionLabel(c, locale)}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
        )}
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('productDetails')}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {t('productDetailsText')}
          </Typography>
          <Stack spacing={2}>
            <FieldPair>
              <FormTextField
                control={form.control}
                name="expiry_date"
                label={t('expiryDate')}
                placeholder="2027-06"
                helperText={t('expiryHint')}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              />
              <FormTextField
                control={form.control}
                name="pack_size"
                label={t('packSize')}
                placeholder={t('packSizePlaceholder')}
              />
            </FieldPair>
            <FieldPair>
              <FormTextField
                control={form.control}
                name="quantity_available"
                label={t('quantityAvailable')}
                placeholder="40"
                helperText={t('quantityHint')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <FormTextField
                control={form.control}
                name="min_order_quantity"
                label={t('minimumOrder')}
                placeholder="1"
                helperText={t('minimumOrderHint')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </FieldPair>
            <FieldPair>
              <FormTextField
                control={form.control}
                name="manufacturer"
                label={t('manufacturer')}
                placeholder={t('manufacturerPlaceholder')}
              />
              <FormTextField
                control={form.control}
                name="registration_number"
                label={t('registrationNumber')}
                placeholder={t('registrationPlaceholder')}
              />
            </FieldPair>
          </Stack>
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('price')}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {t('priceText')}
          </Typography>
          <FieldPair>
            <BirrField
              control={form.control}
              name="price"
              label={t('price')}
              placeholder="1,250.00"
            />
            <FormTextField
              control={form.control}
              name="custom_price"
              label={t('customPrice')}
              placeholder={t('customPricePlaceholder')}
              helperText={t('customPriceHint', { max: POST_LIMITS.shortTextMax })}
            />
          </FieldPair>
          <PriceOutlierAlert
            category={category || undefined}
            subCategory={subCategory || undefined}
            price={draftAmount(priceText)}
            sx={{ mt: 1.5 }}
          />
          <Controller
            control={form.control}
            name="negotiable"
            render={({ field }) => (
              <FormControlLabel
                sx={{ mt: 1 }}
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value}
                    onChange={(e) => {
                      field.onChange(e.target.checked);
                      if (e.target.checked) form.clearErrors('price');
                    }}
                  />
                }
                label={t('priceIsNegotiable')}
              />
            )}
          />
        </Box>
        <FormTextField
          control={form.control}
          name="contactPhone"
          label={t('contactPhone')}
          type="tel"
          autoComplete="tel"
          placeholder="+251911223344"
          helperText={t('contactPhoneHint')}
          required
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <FormTextField
          control={form.control}
          name="location"
          label={t('location')}
          autoComplete="address-level2"
          placeholder={t('locationPlaceholder')}
          helperText={t('locationHint')}
        />
      </Stack>
    </PostWizardStep>
  );
}
