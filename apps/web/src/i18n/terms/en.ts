// The Terms and Data Use Policy (components/terms/): the ten sections of docs/product.md#dialogs,
// drawn by the Terms dialog and the /terms-and-condition page. `{product}` is PRODUCT_NAME.
// English defines the keys (docs/i18n.md).
export default {
  effective: 'Effective from 1 January {year}. Please read these terms before using the service.',
  sections: 'Sections',
  accountRegistration: 'Account registration',
  accountRegistration1:
    'To post listings, chat with sellers or run a pharmacy in {product} you need an account. Register with accurate details about yourself and the organisation you represent, including its licence and tax identification number (TIN) where asked, and keep them up to date.',
  accountRegistration2:
    'You are responsible for keeping your sign-in details secret and for everything done with your account. Tell us at once if you think someone else has used it.',
  useOfTheApp: 'Use of the app',
  useOfTheApp1:
    '{product} is a marketplace and business tool for the health-supply trade. Listings must describe real products that you are licensed to sell, with honest prices, conditions and expiry information.',
  useOfTheApp2:
    'Buying and selling medicines is regulated. You remain responsible for complying with the rules of the medicines regulator, including prescription-only and controlled products, storage and cold-chain requirements.',
  dataSecurity: 'Data security and privacy',
  dataSecurity1:
    'We collect the information you give us (account, organisation, listings, messages, stock and sales records) and technical information needed to run the service securely. We use it to provide the service, to keep it safe and to improve it; we do not sell it.',
  dataSecurity2:
    "Each pharmacy's business data is visible only to its members. Passwords are stored hashed, connections are encrypted and access is logged. You can ask us to export or delete your data at any time.",
  intellectualProperty: 'Intellectual property',
  intellectualProperty1:
    'The {product} name, logo and software belong to us. Content you post stays yours; you give us the right to display it in the service for as long as it is published.',
  thirdParty: 'Third-party services',
  thirdParty1:
    'Some features rely on others, such as Google sign-in, e-mail delivery, file storage and payment providers. Their own terms and privacy policies apply to what they do.',
  prohibited: 'Prohibited activities',
  prohibited1:
    'You may not list counterfeit, expired, recalled or unregistered products; impersonate another person or organisation; send spam or misleading messages; scrape the service; or try to reach data that is not yours. We may remove content and suspend accounts that break these rules.',
  payment: 'Payment and subscription',
  payment1:
    'Browsing the marketplace is free. Business features may need a paid plan; prices, billing periods and what each plan includes are shown before you subscribe, and you can cancel at the end of any period.',
  disclaimer: 'Disclaimer of warranty',
  disclaimer1:
    '{product} is provided as is. We check organisations at registration, but we do not guarantee the quality, legality or availability of any listed product, and transactions are between buyer and seller.',
  liability: 'Limitation of liability',
  liability1:
    'To the extent the law allows, we are not liable for indirect or consequential losses, lost profits or lost data arising from the use of the service. Nothing in these terms limits liability that cannot be limited by law.',
  governingLaw: 'Governing law',
  governingLaw1:
    'These terms are governed by the laws of the Federal Democratic Republic of Ethiopia, and its courts have jurisdiction over any dispute. Questions about these terms can be sent to us through the Help page.',
} as const;
