import { WizardStepper } from '../../../components/wizard/wizard-stepper.tsx';
import { useWords } from '../../../i18n/words.ts';
import { postWizardWords } from '../i18n/index.ts';
import type { PostDraft } from '../../../stores/post-add-journey-store.ts';
import {
  POST_STEPS,
  isStepValid,
  postStepIndex,
  redirectForStep,
  stepHref,
  type PostStepKey,
} from '../post-steps.ts';

/** Behind the current step and filled in (photos count once there are some). */
const isDone = (key: PostStepKey, current: number, draft: PostDraft) =>
  key !== 'review' &&
  postStepIndex(key) < current &&
  (key === 'media' ? (draft.medias?.length ?? 0) > 0 : isStepValid(key, draft));

/** The five steps of the listing; steps that may be opened are links. */
export function PostStepper({
  current,
  draft,
  editId,
}: {
  current: PostStepKey;
  draft: PostDraft;
  editId: string | null;
}) {
  const t = useWords(postWizardWords);
  const active = postStepIndex(current);
  const steps = POST_STEPS.map((s) => ({
    label: t(s.label),
    path: redirectForStep(s.key, draft) === null ? stepHref(s.key, editId) : undefined,
    done: isDone(s.key, active, draft),
  }));
  return <WizardStepper label={t('stepsLabel')} steps={steps} current={active} />;
}
