import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { POST_LIMITS } from '@dawa/contract';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useWords } from '../../../i18n/words.ts';
import { CountedTextField } from '../components/counted-text-field.tsx';
import { PostDraftGate, PostWizardStep } from '../components/post-wizard-step.tsx';
import { postWizardWords } from '../i18n/index.ts';
import { STEP_FIELDS, ZDescriptionStep, stepHref } from '../post-steps.ts';
import { useAutosave } from '../use-autosave.ts';
import { useReviewIssues } from '../use-review-issues.ts';
import type { DraftContext } from '../use-post-draft.ts';

/** /post/step-2-product-description: what is for sale, in the seller's words. */
export function Component() {
  return (
    <PostDraftGate step="description">
      {(context) => <DescriptionStep context={context} />}
    </PostDraftGate>
  );
}

function DescriptionStep({ context }: { context: DraftContext }) {
  const t = useWords(postWizardWords);
  const navigate = useNavigate();
  const { draft, update, editId } = context;
  const form = useZodForm(ZDescriptionStep, {
    defaultValues: { title: draft.title ?? '', description: draft.description ?? '' },
  });
  useAutosave(form.watch, update);
  useReviewIssues(form.setError, STEP_FIELDS.description);
  const submit = form.handleSubmit((values) => {
    update(values);
    void navigate(stepHref('detail', editId));
  });

  return (
    <PostWizardStep
      step="description"
      context={context}
      description={t('descriptionText')}
      onSubmit={submit}
      pending={false}
      back="media"
    >
      <Stack spacing={3}>
        <CountedTextField
          control={form.control}
          name="title"
          label={t('title')}
          max={POST_LIMITS.titleMax}
          placeholder={t('titlePlaceholder')}
          hint={t('titleHint')}
          required
        />
        <CountedTextField
          control={form.control}
          name="description"
          label={t('description')}
          max={POST_LIMITS.descriptionMax}
          multiline
          minRows={6}
          maxRows={16}
          hint={t('descriptionHint', { min: POST_LIMITS.descriptionMin })}
          required
        />
      </Stack>
    </PostWizardStep>
  );
}
