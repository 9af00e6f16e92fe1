// The app's shared dialogs (components/dialogs/: confirm, sign-in, pharmacy switch, session
// timeout, terms). English defines the keys (docs/i18n.md). `{brand}` and `{terms}` mark where a
// drawn part (the wordmark, a link) goes inside the sentence.
export default {
  cancel: 'Cancel',
  close: 'Close',
  signInTo: 'Sign in to {brand}',
  signInPitch: 'Post listings, save the ones you need and chat with sellers.',
  orWithEmail: 'or with e-mail',
  or: 'or',
  continueAsGuest: 'Continue as Guest',
  agreeToTerms: 'By continuing you agree to our {terms}.',
  termsLink: 'Terms and Data Use Policy',
  signingYouIn: 'Signing you in',
  selectPharmacy: 'Select pharmacy to continue',
  changeLater: 'You can change inside pharmacy list page afterwards',
  loadingPharmacies: 'Loading pharmacies',
  retry: 'Retry',
  noPharmacy: 'You do not belong to any pharmacy yet.',
  yourPharmacies: 'Your pharmacies',
  firstPharmacies: 'Showing your first {count} pharmacies; the pharmacy list page has them all.',
  continue: 'Continue',
  switchingPharmacy: 'Switching pharmacy',
  stillThere: 'Are you still there?',
  inactiveWarning: {
    one: 'You have been inactive for a while. For your security you will be signed out in {count} second.',
    other:
      'You have been inactive for a while. For your security you will be signed out in {count} seconds.',
  },
  signOut: 'Sign out',
  staySignedIn: 'Stay signed in',
  signedOut: 'You were signed out',
  signedOutWhy: 'For your security, inactive sessions end automatically.',
  termsTitle: 'Terms and Conditions',
  closeTerms: 'Close terms',
} as const;
