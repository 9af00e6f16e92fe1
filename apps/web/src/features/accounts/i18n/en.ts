// Every word of features/accounts (sign-up wizard, codes, passwords, e-mail change), docs/i18n.md.
// Messages from the API and from the contract's schemas are shown as they come, not from here.
export default {
  // Headings: the route table's titles (packages/contract/src/routes.ts), by page.
  titleVerifyCode: 'Verify code',
  titleResendCode: 'Resend code',
  titleForgotPassword: 'Forgot password',
  titleResetPassword: 'Reset password',
  titleOneTimeCodes: 'One-time codes',
  titleSignup: 'Create an account',
  titleChoosePlan: 'Choose a plan',
  titleBasicInfo: 'Basic information',
  titleVerifyEmail: 'Verify your e-mail',
  titleTenantSetup: 'Set up your organisation',
  titleReview: 'Review and finish',
  titleEmailChanged: 'E-mail changed',
  titleConfirmNewEmail: 'Confirm your new e-mail',
  dashboard: 'Dashboard',

  // Codes and passwords
  codeLabel: '6-digit code',
  codeHelper: 'Sent to your e-mail; it expires in 10 minutes.',
  choosePassword: 'Choose a password',
  passwordHelper: 'At least 6 characters.',
  confirmPassword: 'Confirm password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  changePassword: 'Change password',
  newPasswordForm: 'Choose a new password',
  resetCodeForm: 'Ask for a reset code',
  resetCodeHelper: 'We e-mail a 6-digit reset code to this address.',
  sendResetCode: 'Send reset code',
  resendCode: 'Resend code',
  resendCodeIn: 'Resend code in {time}',
  newCodeForm: 'Ask for a new code',
  sendCode: 'Send code',
  sendNewCode: 'Send a new code',
  haveCode: 'I have a code',
  backToSignIn: 'Back to sign in',
  rememberedSignIn: 'Remembered it? Sign in',
  verifyAndSignIn: 'Verify and sign in',
  password: 'Password',
  currentPassword: 'Current password',
  forgotPasswordLink: 'Forgot password?',
  signIn: 'Sign in',

  // Toasts
  toastCheckEmail: 'Check your e-mail',
  toastPasswordChanged: 'Password changed',
  toastCodeSent: 'Code sent',
  toastNewCodeSent: 'New code sent',
  toastNoNewCode: 'No new code yet',
  toastOtherDevices: 'Other devices were signed out',
  toastSignInThereAgain: 'Sign in there again with your new password.',
  toastSignInWithNewPassword: 'Sign in with your new password',
  toastVerifiedSignIn: 'Your e-mail is verified. Sign in to continue.',
  toastVerifiedSignInFailed: 'Your e-mail is verified, but signing in failed',
  toastEmailNow: 'Your e-mail is now {email}',
  toastOtherDevicesSignedOut: 'Other devices were signed out.',
  toastWelcome: 'Welcome to {brand}',
  toastCreated: '{name} is set up and chosen. You are its owner.',

  // Page descriptions
  forgotDescription:
    'Enter the e-mail of your account and we send you a code to choose a new password.',
  resetDescription:
    'Enter the 6-digit code we e-mailed you and choose a new password. Every device signed in to the account is signed out.',
  resendDescription:
    'We e-mail a new 6-digit code to an address waiting for verification. One code a minute.',
  verifyOtpDescription:
    'Enter the 6-digit code we e-mailed you and choose the password you will sign in with.',
  forgotSignedInDescription:
    'We e-mail a 6-digit code to your address; with it you choose a new password.',
  /** {link}: sendOneLink. */
  resetSignedInDescription:
    'Enter the 6-digit code we e-mailed you and choose a new password. No code yet? {link}.',
  sendOneLink: 'Send one',
  /** {link}: askNewOneLink. */
  otpResetDescription:
    'Enter the one-time code we e-mailed you to choose a new password. Codes expire after 10 minutes; {link} if yours has.',
  askNewOneLink: 'ask for a new one',

  // E-mail change (/otp)
  accountUpToDate: 'Your account is up to date.',
  /** {email} is drawn bold. */
  confirmEmailDescription:
    'We sent a 6-digit code to {email}. Enter it to make this the e-mail you sign in with.',
  confirmNewEmail: 'Confirm new e-mail',
  codeSentToExpiry: 'Sent to {email}. {expiry}.',
  noCodeSpamFolder: 'No code? Look in your spam folder, or send a new one.',
  useAnotherAddress: 'Use another address',
  chooseAnother: 'Choose another',
  enterCurrentPassword: 'Enter your current password to get a new code',
  passwordNeededForCode: 'Needed to send a new code.',
  emailNow: 'Your e-mail is now {email}.',
  emailChangedBody:
    'Other devices were signed out. Sign in there with {email} from now on; we told your old address about the change.',
  backToProfile: 'Back to my profile',
  expired: 'Expired {date}',
  expiresSoon: 'Expires in less than a minute',
  expiresInMinutes: { one: 'Expires in {count} minute', other: 'Expires in {count} minutes' },
  expiresInHours: { one: 'Expires in {count} hour', other: 'Expires in {count} hours' },
  expiresInDays: { one: 'Expires in {count} day', other: 'Expires in {count} days' },
  expiresOn: 'Expires {date}',

  // Sign-up: the first page
  /** {city}: the marketplace's city (config). */
  signupIntro:
    'Register your organisation on the {city} marketplace. Five short steps, about three minutes.',
  createAccount: 'Create account',
  /** {signIn}: the signIn link; {verify}: the titleVerifyEmail link. */
  haveAccount: 'Already have an account? {signIn}. Got a code by e-mail? {verify}.',
  stepPlan: 'Plan',
  stepDetails: 'Your details',
  stepVerify: 'Verify e-mail',
  stepPharmacy: 'Organisation',
  stepReview: 'Review',
  stepPlanText: 'Say what your organisation is.',
  stepDetailsText: 'Your name, e-mail and phone.',
  stepVerifyText: 'Enter the code we e-mail you and choose a password.',
  stepPharmacyText: 'Name, address, city and TIN of your organisation.',
  stepReviewText: 'Check everything and finish.',
  signupSteps: 'Sign-up steps',
  resumeInProgress:
    'You have a sign-up in progress. Continue where you left off ({step}), or start over.',
  resumeInProgressFor:
    'You have a sign-up in progress for {email}. Continue where you left off ({step}), or start over.',
  continueSignup: 'Continue sign-up',
  startOver: 'Start over',

  // Sign-up: choose a plan
  planDescription:
    'What is your organisation? Pharmacies get the back-office as well as the marketplace.',
  orgType: 'Organisation type',
  planBackOffice: 'Pharmacy back-office + marketplace',
  planBackOfficeSummary:
    'Catalogue, batches and expiry, point of sale, credit and reports, and your listings.',
  planMarketplace: 'Marketplace',
  planMarketplaceSummary:
    'Post listings with bulk prices, find suppliers, save listings and chat with sellers.',
  // The contract's ORG_TYPE_LABELS, in words (packages/contract/src/org-types.ts).
  hintPharmacy: 'Dispenses medicines to patients.',
  hintRetailPharmacy: 'A retail outlet or a branch of a chain.',
  hintImporter: 'Brings products into the country.',
  hintWholesaler: 'Sells in bulk to pharmacies and clinics.',
  hintDistributor: 'Moves stock from importers to sellers.',
  hintClinic: 'Buys medicines and supplies for its patients.',
  hintHealthCareProvider: 'Hospitals, laboratories and others.',
  hintGovernmentAgency: 'Public health offices and programmes.',
  hintNgo: 'Non-profit health programmes.',

  // Sign-up: basic information
  basicDescription: 'Tell us who you are. We e-mail you a 6-digit code to confirm the address.',
  fullName: 'Full name',
  emailHelper: 'Your sign-in address; we send the code here.',
  phoneNumber: 'Phone number',
  phoneHelper: 'Digits only, with an optional + at the start.',
  /** {terms}: the termsLink link. */
  agreeToTerms: 'By continuing you agree to the {terms}.',
  termsLink: 'Terms and Data Use Policy',

  // Sign-up: e-mail verification
  /** {email} is drawn bold. */
  verifyStepDescription:
    'We sent a 6-digit code to {email}. Enter it and choose the password you will sign in with.',
  verify: 'Verify',
  /** {link}: fixEmailLink. */
  noCodeCheckSpam: 'No code? Check spam, or {link}.',
  fixEmailLink: 'fix the e-mail',
  signInToContinue: 'Sign in with the password you chose to set up your pharmacy.',
  emailIsVerified: '{email} is verified.',

  // Sign-up: the organisation
  tenantDescription:
    'The pharmacy or organisation you will work in. You become its owner and can add members later.',
  accountReady: 'Your account is ready and you are signed in as {email}.',
  pharmacyName: 'Pharmacy name',
  organisationName: 'Organisation name',
  address: 'Address',
  addressPlaceholder: 'Bole Road, near Edna Mall',
  city: 'City',
  cityPlaceholder: 'Addis Ababa',
  tinLabel: 'TIN (tax identification number)',
  tinHelper: 'As on your trade licence.',

  // Sign-up: review
  reviewDescriptionPharmacy:
    'Check your details. Creating the pharmacy makes you its owner and opens your dashboard.',
  reviewDescriptionOrganisation:
    'Check your details. Creating the organisation makes you its owner and opens your dashboard.',
  createPharmacy: 'Create pharmacy',
  createOrganisation: 'Create organisation',
  plan: 'Plan',
  editPlan: 'Edit plan',
  yourAccount: 'Your account',
  accountNote: 'Verified and signed in. You can change your name and phone in your profile.',
  email: 'E-mail',
  verified: 'Verified',
  phone: 'Phone',
  pharmacy: 'Pharmacy',
  organisation: 'Organisation',
  editPharmacyDetails: 'Edit pharmacy details',
  editOrganisationDetails: 'Edit organisation details',
  name: 'Name',
  tin: 'TIN',
  edit: 'Edit',
} as const;
