import { describe, expect, it } from 'vitest';
import { readSignupDraft, type SignupDraft } from './signup-draft.ts';
import {
  canOpenStep,
  firstIncompleteStep,
  isStepLocked,
  redirectForStep,
} from './signup-progress.ts';
import { SIGNUP_STEPS } from './signup-steps.ts';

const account = { full_name: 'Selam Tesfaye', email: 'selam@example.et', phone_number: '+2519' };
const pharmacy = {
  name: 'Selam Pharmacy',
  org_type: 'PHARMACY',
  address: 'Bole Road 12',
  city: 'Addis Ababa',
  tin_number: '0012345678',
};
const planned: SignupDraft = { org_type: 'PHARMACY' };
const signedUp: SignupDraft = { ...planned, account, signedUp: account };
const verified: SignupDraft = { ...signedUp, verifiedEmail: account.email };
const ready: SignupDraft = { ...verified, pharmacy, pharmacyDone: true };

describe('sign-up steps', () => {
  it('follows the spec order: plan, details, verification, pharmacy, review', () => {
    expect(SIGNUP_STEPS.map((s) => s.path)).toEqual([
      '/signup/choose-plan',
      '/signup/basic-info',
      '/signup/email-verification',
      '/signup/tenant-setup',
      '/signup/review',
    ]);
  });

  it.each([
    ['an empty draft', {}, null, '/signup/choose-plan'],
    ['a chosen plan', planned, null, '/signup/basic-info'],
    ['a registered account', signedUp, null, '/signup/email-verification'],
    // Verified but signed out: the verification step signs in again.
    ['a verified e-mail without a session', verified, null, '/signup/email-verification'],
    ['a verified, signed-in account', verified, account.email, '/signup/tenant-setup'],
    ['pharmacy details', ready, account.email, '/signup/review'],
  ] as const)('sends %s to the first step not done', (_, draft, signedIn, path) => {
    expect(firstIncompleteStep(draft, signedIn).path).toBe(path);
  });

  it('sends a visitor who skipped ahead to the first step not done, and lets others stay', () => {
    expect(redirectForStep('review', {}, null)).toBe('/signup/choose-plan');
    expect(redirectForStep('verify', planned, null)).toBe('/signup/basic-info');
    expect(redirectForStep('details', planned, null)).toBeNull();
    // Going back to an earlier step is fine before verification.
    expect(redirectForStep('plan', signedUp, null)).toBeNull();
    expect(redirectForStep('review', ready, account.email)).toBeNull();
  });

  it('locks the account steps once the e-mail is verified and signed in', () => {
    expect(isStepLocked('details', verified, account.email)).toBe(true);
    expect(isStepLocked('details', verified, null)).toBe(false);
    expect(isStepLocked('pharmacy', verified, account.email)).toBe(false);
    expect(redirectForStep('plan', verified, account.email)).toBe('/signup/tenant-setup');
    // Someone else signed in does not count as this journey's account.
    expect(canOpenStep('pharmacy', verified, 'other@example.et')).toBe(false);
  });

  it('needs the pharmacy step confirmed with valid details before the review', () => {
    expect(canOpenStep('review', { ...ready, pharmacyDone: false }, account.email)).toBe(false);
    expect(
      canOpenStep('review', { ...ready, pharmacy: { ...pharmacy, city: 'A' } }, account.email),
    ).toBe(false);
    expect(canOpenStep('review', ready, account.email)).toBe(true);
  });

  it('reads a stored draft forgivingly: a damaged field is dropped, the rest kept', () => {
    expect(readSignupDraft({ org_type: 'BANK', signedUp: account, codeSentAt: 'soon' })).toEqual({
      signedUp: account,
    });
    expect(readSignupDraft({})).toEqual({});
    expect(readSignupDraft(null)).toEqual({});
    expect(readSignupDraft('draft')).toEqual({});
    expect(
      readSignupDraft({
        org_type: 'CLINIC',
        account: { full_name: 'Abebe', email: 7, extra: 'x' },
        signedUp: { ...account, phone_number: undefined },
        codeSentAt: Number.NaN,
        verifiedEmail: account.email,
        pharmacy: ['not', 'an', 'object'],
        pharmacyDone: 'yes',
      }),
    ).toStrictEqual({
      org_type: 'CLINIC',
      account: { full_name: 'Abebe' },
      verifiedEmail: account.email,
    });
    expect(
      readSignupDraft({ codeSentAt: 1_700_000_000_000, pharmacy: pharmacy, pharmacyDone: true }),
    ).toStrictEqual({ codeSentAt: 1_700_000_000_000, pharmacy, pharmacyDone: true });
  });
});
