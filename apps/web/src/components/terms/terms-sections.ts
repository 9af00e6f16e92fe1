import type en from '../../i18n/terms/en.ts';

// The Terms and Data Use Policy: the ten sections of docs/product.md#dialogs, in order, as keys
// of the terms namespace (i18n/terms/, docs/i18n.md). Shown both by the full-screen Terms dialog
// and by the /terms-and-condition page.

type TermsKey = keyof typeof en;

export interface TermsSection {
  id: string;
  heading: TermsKey;
  paragraphs: readonly TermsKey[];
}

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    id: 'account-registration',
    heading: 'accountRegistration',
    paragraphs: ['accountRegistration1', 'accountRegistration2'],
  },
  { id: 'use-of-the-app', heading: 'useOfTheApp', paragraphs: ['useOfTheApp1', 'useOfTheApp2'] },
  {
    id: 'data-security-and-privacy',
    heading: 'dataSecurity',
    paragraphs: ['dataSecurity1', 'dataSecurity2'],
  },
  {
    id: 'intellectual-property',
    heading: 'intellectualProperty',
    paragraphs: ['intellectualProperty1'],
  },
  { id: 'third-party-services', heading: 'thirdParty', paragraphs: ['thirdParty1'] },
  { id: 'prohibited-activities', heading: 'prohibited', paragraphs: ['prohibited1'] },
  { id: 'payment-and-subscription', heading: 'payment', paragraphs: ['payment1'] },
  { id: 'disclaimer-of-warranty', heading: 'disclaimer', paragraphs: ['disclaimer1'] },
  { id: 'limitation-of-liability', heading: 'liability', paragraphs: ['liability1'] },
  { id: 'governing-law', heading: 'governingLaw', paragraphs: ['governingLaw1'] },
];

/** The policy takes effect in the current year (docs/product.md#dialogs). */
export const termsEffectiveYear = (now: Date = new Date()): number => now.getFullYear();
