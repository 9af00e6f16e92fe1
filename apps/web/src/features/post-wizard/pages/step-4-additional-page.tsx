import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { POST_LIMITS, POST_MESSAGES, ZCreatePostRequest, hasBulkTerms } from '@dawa/contract';
import type { PostDraft } from '../../../stores/post-add-journey-store.ts';
import { useWords } from '../../../i18n/words.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { BirrField } from '../../../components/listing-form/birr-field.tsx';
import { FieldPair } from '../../../components/listing-form/field-pair.tsx';
import { RevealSwitch } from '../../../components/listing-form/reveal-switch.tsx';
import { amountText, draftAmount, parseAmount, zAmountText } from '../amount-text.ts';
import { CountedTextField } from '../components/counted-text-field.tsx';
import { PostDraftGate, PostWizardStep } from '../components/post-wizard-step.tsx';
import { postWizardWords } from '../i18n/index.ts';
import type en from '../i18n/en.ts';
import { STEP_FIELDS, stepHref } from '../post-steps.ts';
import { useAutosave } from '../use-autosave.ts';
import { useReviewIssues } from '../use-review-issues.ts';
import type { DraftContext } from '../use-post-draft.ts';

const shape = ZCreatePostRequest.shape;

const ZAdditionalForm = z.object({
  bulk_available: z.boolean(),
  bulk_price: zAmountText(shape.bulk_price),
  bulk_quantity: zAmountText(shape.bulk_quantity),
  delivery_available: z.boolean(),
  delivery_note: shape.delivery_note,
  warranty_note: shape.warranty_note,
  user_sell_policy: shape.user_sell_policy,
  user_terms_and_conditions: shape.user_terms_and_conditions,
  additional_note: shape.additional_note,
});
type AdditionalInput = z.input<typeof ZAdditionalForm>;

const NOTE_MAX = POST_LIMITS.noteMax;

/** The free-text terms under the two offers, each with a counter (label and hint: catalogue keys). */
const NOTES: { name: keyof AdditionalInput; label: keyof typeof en; hint?: keyof typeof en }[] = [
  { name: 'warranty_note', label: 'warranty', hint: 'warrantyHint' },
  { name: 'user_sell_policy', label: 'sellPolicy', hint: 'sellPolicyHint' },
  { name: 'user_terms_and_conditions', label: 'terms' },
  { name: 'additional_note', label: 'additionalNote' },
];

const toDraft = (v: Partial<AdditionalInput>): PostDraft => ({
  ...v,
  bulk_price: draftAmount(v.bulk_price),
  bulk_quantity: draftAmount(v.bulk_quantity),
});

/** /post/step-4-additional-info: bulk offer, delivery, warranty and the seller's terms. */
export function Component() {
  return (
    <PostDraftGate step="additional">
      {(context) => <AdditionalStep context={context} />}
    </PostDraftGate>
  );
}

function AdditionalStep({ context }: { context: DraftContext }) {
  const t = useWords(postWizardWords);
  const navigate = useNavigate();
  const { draft, update, editId } = context;
  const form = useZodForm(ZAdditionalForm, {
    defaultValues: {
      bulk_available: draft.bulk_available ?? false,
      bulk_price: amountText(draft.bulk_price),
      bulk_quantity: amountText(draft.bulk_quantity),
      delivery_available: draft.delivery_available ?? false,
      delivery_note: draft.delivery_note ?? '',
      warranty_note: draft.warranty_note ?? '',
      user_sell_policy: draft.user_sell_policy ?? '',
      user_terms_and_conditions: draft.user_terms_and_conditions ?? '',
      additional_note: draft.additional_note ?? '',
    },
  });
  useAutosave(form.watch, (v) => update(toDraft(v)));
  useReviewIssues(form.setError, STEP_FIELDS.additional);

  const requireBulkTerms = () => {
    const v = form.getValues();
    const terms = {
      bulk_available: v.bulk_available,
      bulk_price: parseAmount(v.bulk_price) ?? null,
      bulk_quantity: parseAmount(v.bulk_quantity) ?? null,
    };
    if (hasBulkTerms(terms)) return true;
    // Every missing half says so, and the first one takes the focus.
    const missing = (['bulk_price', 'bulk_quantity'] as const).filter((f) => terms[f] === null);
    missing.forEach((field, i) =>
      form.setError(
        field,
        { type: 'custom', message: POST_MESSAGES.bulkPriceRequired },
        { shouldFocus: i === 0 },
      ),
    );
    return false;
  };
  const submit = form.handleSubmit(
    (values) => {
      if (!requireBulkTerms()) return;
      update(toDraft(values));
      void navigate(stepHref('review', editId));
    },
    () => void requireBulkTerms(),
  );

  return (
    <PostWizardStep
      step="additional"
      context={context}
      description={t('additionalText')}
      onSubmit={submit}
      pending={false}
      back="detail"
    >
      <Stack spacing={3}>
        <RevealSwitch
          control={form.control}
          name="bulk_available"
          label={t('bulkOffer')}
          hint={t('bulkOfferHint')}
          onToggle={(isOn) => {
            if (isOn) return;
            // Hidden fields are not judged: what was typed there goes with the offer.
            form.setValue('bulk_price', '');
            form.setValue('bulk_quantity', '');
            form.clearErrors(['bulk_price', 'bulk_quantity']);
          }}
        >
          <FieldPair>
            <BirrField control={form.control} name="bulk_price" label={t('bulkPrice')} required />
            <FormTextField
              control={form.control}
              name="bulk_quantity"
              label={t('minimumQuantity')}
              autoComplete="off"
              required
              helperText={t('minimumQuantityHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </FieldPair>
        </RevealSwitch>
        <RevealSwitch
          control={form.control}
          name="delivery_available"
          label={t('deliveryAvailable')}
          hint={t('deliveryHint')}
        >
          <CountedTextField
            control={form.control}
            name="delivery_note"
            label={t('deliveryNote')}
            max={NOTE_MAX}
            multiline
            minRows={2}
            hint={t('deliveryNoteHint')}
          />
        </RevealSwitch>
        {NOTES.map((note) => (
          <CountedTextField
            key={note.name}
            control={form.control}
            name={note.name}
            label={t(note.label)}
            hint={note.hint && t(note.hint)}
            max={NOTE_MAX}
            multiline
            minRows={2}
          />
        ))}
      </Stack>
    </PostWizardStep>
  );
}
