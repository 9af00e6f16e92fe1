import { useMemo } from 'react';
import { ORG_TYPES, type TCreateTenantRequest, type TOrgType } from '@dawa/contract';
import { SIGNUP_JOURNEY } from '../../../lib/signup-journey.ts';
import { selectJourney, useJourneysStore } from '../../../stores/journeys-store.ts';

// The sign-up wizard's progress, kept in the persisted journeys store so a reload loses nothing.
// Stored data is read forgivingly: a damaged field is dropped, not the whole draft. Read by hand,
// not with zod: /signup's first page reads the draft, and zod would be a quarter of its script.

export interface AccountDetails {
  full_name: string;
  email: string;
  phone_number: string;
}

export interface SignupDraft {
  /** choose-plan: what the organisation is. */
  org_type?: TOrgType;
  /** basic-info as typed (kept while typing). */
  account?: Partial<AccountDetails>;
  /** basic-info done: the details POST /signup accepted (the code went to this e-mail). */
  signedUp?: AccountDetails;
  /** When the last code was sent, for the resend countdown (ms since the epoch). */
  codeSentAt?: number;
  /** email-verification done: this e-mail is verified and was signed in. */
  verifiedEmail?: string;
  /** tenant-setup as typed (kept while typing). */
  pharmacy?: Partial<Record<'name' | 'org_type' | 'address' | 'city' | 'tin_number', string>>;
  /** tenant-setup done (Next pressed with valid details). */
  pharmacyDone?: boolean;
}

const ACCOUNT_FIELDS = ['full_name', 'email', 'phone_number'] as const;
const PHARMACY_FIELDS = ['name', 'org_type', 'address', 'city', 'tin_number'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The string fields of a stored object (others dropped), or undefined when it is not one. */
function texts<K extends string>(value: unknown, keys: readonly K[]) {
  if (!isRecord(value)) return undefined;
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) if (typeof value[key] === 'string') out[key] = value[key];
  return out;
}

/** Account details as POST /signup accepted them: all three, or none. */
function accountDetails(value: unknown): AccountDetails | undefined {
  const fields = texts(value, ACCOUNT_FIELDS);
  return fields && ACCOUNT_FIELDS.every((key) => fields[key] !== undefined)
    ? (fields as AccountDetails)
    : undefined;
}

export function readSignupDraft(data: unknown): SignupDraft {
  if (!isRecord(data)) return {};
  const draft: SignupDraft = {
    org_type: (ORG_TYPES as readonly unknown[]).includes(data.org_type)
      ? (data.org_type as TOrgType)
      : undefined,
    account: texts(data.account, ACCOUNT_FIELDS),
    signedUp: accountDetails(data.signedUp),
    codeSentAt: Number.isFinite(data.codeSentAt) ? (data.codeSentAt as number) : undefined,
    verifiedEmail: text(data.verifiedEmail),
    pharmacy: texts(data.pharmacy, PHARMACY_FIELDS),
    pharmacyDone: typeof data.pharmacyDone === 'boolean' ? data.pharmacyDone : undefined,
  };
  for (const key of Object.keys(draft) as (keyof SignupDraft)[])
    if (draft[key] === undefined) delete draft[key];
  return draft;
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
