// The help page (help-page.tsx, help-topics.tsx, support-contact.tsx). English defines the keys
// (docs/i18n.md). A `{name}` in an answer is a link the page puts in (i18n/rich.tsx), its label
// the key of the same name + `Link`; `title` is the route's title (packages/contract/src/routes.ts).
export default {
  title: 'Help',
  helpTopics: 'Help topics',
  questions: 'Questions',
  // How do I sign up?
  signUpQuestion: 'How do I sign up?',
  signUp1:
    'Choose {signup} and follow the steps: your plan, your name and e-mail, the 6-digit code we e-mail you, then your organisation (its name, type, address, city and TIN number), and a last review.',
  signupLink: 'Create an account',
  signUp2:
    'Organisations of every kind sign up the same way: pharmacies, importers, wholesalers, distributors, clinics, health care providers, government health agencies and NGOs.',
  signUp3:
    'Already have an account? {login} with your e-mail and password, or with Google where it is offered.',
  loginLink: 'Sign in',
  // How do I post a listing?
  postQuestion: 'How do I post a listing?',
  post1:
    'Press {post} and go through the five steps: photos, title and category, price and condition, delivery and extra notes, then review. Your draft is kept on this device, so a reload loses nothing.',
  postLink: 'Post a listing',
  post2:
    'Prices are in birr (ETB). Leave the price empty and mark it negotiable if you would rather agree it with the buyer.',
  post3:
    'Your listings, with their views, saves and state, are on your {dashboard}. From there you can mark one sold, relist it or keep it as a draft.',
  dashboardLink: 'dashboard',
  // How does a regulated listing get approved?
  regulatedQuestion: 'How does a regulated listing get approved?',
  regulated1:
    'Listings in regulated categories (prescription medicines, controlled items) are checked before anyone can see them. Such a listing shows "Awaiting review" on your dashboard until a platform administrator approves it.',
  regulated2:
    'When it is approved it goes live at once. When it is rejected, your dashboard shows the reason: fix what it names and save the listing, and it goes back for review.',
  regulated3:
    'Changing a reviewed field (title, description, category, photos) sends an approved listing back for review.',
  // How do I switch organisation?
  switchQuestion: 'How do I switch organisation?',
  switch1:
    "If you belong to several pharmacies or organisations, open {organisations} (or press Switch at the top of the menu) and choose the one to work in. Everything you see on the dashboard is that organisation's until you switch again, and your choice is remembered on this device.",
  organisationsLink: 'My organisations',
  switch2:
    'To join one, ask its owner or an administrator to invite your e-mail from Members; the invitation waits for you on your dashboard.',
  // How do I contact the platform?
  contactQuestion: 'How do I contact the platform?',
  contact1:
    'To tell us about a listing that is wrong, unsafe or a scam, open the listing and press Report: every report goes to the platform administrators’ moderation queue.',
  contact2: 'To talk to a seller about a listing, use the contact phone number on the listing.',
  contact3: 'How we use your data is in the {terms}.',
  termsLink: 'Terms and Data Use Policy',
  // The platform team's contact (support-contact.tsx)
  noSupportContact:
    'For your account, your organisation or anything else: this installation of Dawa has no platform contact configured yet. Ask the person who gave you access to Dawa.',
  supportByEmail:
    'For your account, your organisation or anything else, contact the platform team: write to {email}.',
  supportByPhone:
    'For your account, your organisation or anything else, contact the platform team: call {phone}.',
  supportByEmailOrPhone:
    'For your account, your organisation or anything else, contact the platform team: write to {email} or call {phone}.',
} as const;
