import { useMemo } from 'react';
import { z } from 'zod';
import { ZOrgType, type TCreateTenantRequest, type TOrgType } from '@dawa/contract';
import { SIGNUP_JOURNEY } from '../../../lib/signup-journey.ts';
import { selectJourney, useJourneysStore } from '../../../stores/journeys-store.ts';

// The sign-up wizard's progress, kept in the persisted journeys store so a reload loses nothing.
// Stored data is read through a forgiving schema: a damaged field is dropped, not the whole draft.

const text = z.string().optional().catch(undefined);

const ZAccountDetails = z.object({
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
});
export type AccountDetails = z.infer<typeof ZAccountDetails>;

export const ZSignupDraft = z.object({
  /** choose-plan: what the organisation is. */
  org_type: ZOrgType.optional().catch(undefined),
  /** basic-info as typed (kept while typing). */
  account: z
    .object({ full_name: text, email: text, phone_number: text })
    .optional()
    .catch(undefined),
  /** basic-info done: the details POST /signup accepted (the code went to this e-mail). */
  signedUp: ZAccountDetails.optional().catch(undefined),
  /** When the last code was sent, for the resend countdown (ms since the epoch). */
  codeSentAt: z.number().optional().catch(undefined),
  /** email-verification done: this e-mail is verified and was signed in. */
  verifiedEmail: text,
  /** tenant-setup as typed (kept while typing). */
  pharmacy: z
    .object({ name: text, org_type: text, address: text, city: text, tin_number: text })
    .optional()
    .catch(undefined),
  /** tenant-setup done (Next pressed with valid details). */
  pharmacyDone: z.boolean().optional().catch(undefined),
});
export type SignupDraft = z.infer<typeof ZSignupDraft>;

export function readSignupDraft(data: Record<string, unknown>): SignupDraft {
  const parsed = ZSignupDraft.safeParse(data);
  return parsed.success ? parsed.data : {};
}

export type PharmacyDraft = Partial<Record<keyof TCreateTenantRequest, string>>;
export type { TOrgType };

/** The draft and the ways to change it. */
export function useSignupDraft() {
  const journey = useJourneysStore(selectJourney(SIGNUP_JOURNEY));
  const draft = useMemo(() => readSignupDraft(journey.data), [journey.data]);
  return { draft, step: journey.step };
}

export const signupJourney = {
  save: (patch: Partial<SignupDraft>) =>
    useJourneysStore.getState().saveData(SIGNUP_JOURNEY, patch),
  setStep: (step: number) => useJourneysStore.getState().setStep(SIGNUP_JOURNEY, step),
  reset: () => useJourneysStore.getState().resetJourney(SIGNUP_JOURNEY),
};
