import { PRODUCT_NAME } from '@dawa/contract';

// The Terms and Data Use Policy: the ten sections of docs/product.md#dialogs, in order.
// Shown both by the full-screen Terms dialog and by the /terms-and-condition page.

export interface TermsSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    id: 'account-registration',
    heading: 'Account registration',
    paragraphs: [
      `To post listings, chat with sellers or run a pharmacy in ${PRODUCT_NAME} you need an account. Register with accurate details about yourself and the organisation you represent, including its licence and tax identification number (TIN) where asked, and keep them up to date.`,
      'You are responsible for keeping your sign-in details secret and for everything done with your account. Tell us at once if you think someone else has used it.',
    ],
  },
  {
    id: 'use-of-the-app',
    heading: 'Use of the app',
    paragraphs: [
      `${PRODUCT_NAME} is a marketplace and business tool for the health-supply trade. Listings must describe real products that you are licensed to sell, with honest prices, conditions and expiry information.`,
      'Buying and selling medicines is regulated. You remain responsible for complying with the rules of the medicines regulator, including prescription-only and controlled products, storage and cold-chain requirements.',
    ],
  },
  {
    id: 'data-security-and-privacy',
    heading: 'Data security and privacy',
    paragraphs: [
      'We collect the information you give us (account, organisation, listings, messages, stock and sales records) and technical information needed to run the service securely. We use it to provide the service, to keep it safe and to improve it; we do not sell it.',
      "Each pharmacy's business data is visible only to its members. Passwords are stored hashed, connections are encrypted and access is logged. You can ask us to export or delete your data at any time.",
    ],
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual property',
    paragraphs: [
      `The ${PRODUCT_NAME} name, logo and software belong to us. Content you post stays yours; you give us the right to display it in the service for as long as it is published.`,
    ],
  },
  {
    id: 'third-party-services',
    heading: 'Third-party services',
    paragraphs: [
      'Some features rely on others, such as Google sign-in, e-mail delivery, file storage and payment providers. Their own terms and privacy policies apply to what they do.',
    ],
  },
  {
    id: 'prohibited-activities',
    heading: 'Prohibited activities',
    paragraphs: [
      'You may not list counterfeit, expired, recalled or unregistered products; impersonate another person or organisation; send spam or misleading messages; scrape the service; or try to reach data that is not yours. We may remove content and suspend accounts that break these rules.',
    ],
  },
  {
    id: 'payment-and-subscription',
    heading: 'Payment and subscription',
    paragraphs: [
      'Browsing the marketplace is free. Business features may need a paid plan; prices, billing periods and what each plan includes are shown before you subscribe, and you can cancel at the end of any period.',
    ],
  },
  {
    id: 'disclaimer-of-warranty',
    heading: 'Disclaimer of warranty',
    paragraphs: [
      `${PRODUCT_NAME} is provided as is. We check organisations at registration, but we do not guarantee the quality, legality or availability of any listed product, and transactions are between buyer and seller.`,
    ],
  },
  {
    id: 'limitation-of-liability',
    heading: 'Limitation of liability',
    paragraphs: [
      'To the extent the law allows, we are not liable for indirect or consequential losses, lost profits or lost data arising from the use of the service. Nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    id: 'governing-law',
    heading: 'Governing law',
    paragraphs: [
      'These terms are governed by the laws of the Federal Democratic Republic of Ethiopia, and its courts have jurisdiction over any dispute. Questions about these terms can be sent to us through the Help page.',
    ],
  },
];

/** The policy takes effect in the current year (docs/product.md#dialogs). */
export const termsEffectiveYear = (now: Date = new Date()): number => now.getFullYear();
