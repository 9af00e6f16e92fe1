import { WizardStepper } from '../../../components/wizard/wizard-stepper.tsx';
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
  const active = postStepIndex(current);
  const steps = POST_STEPS.map((s) => ({
    label: s.label,
    path: redirectForStep(s.key, draft) === null ? stepHref(s.key, editId) : undefined,
    done: isDone(s.key, active, draft),
  }));
  return <WizardStepper label="Steps of the listing" steps={steps} current={active} />;
}
