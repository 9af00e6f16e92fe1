// Every word of features/sign-in (/login), docs/i18n.md. The e-mail form and the Google button are
// shared components with words of their own (components/account).
export default {
  signingYouIn: 'Signing you in',
  heading: 'Sign in',
  /** {brand}: the wordmark. */
  welcomeBack: 'Welcome back to {brand}',
  orWithEmail: 'or with e-mail',
  invitationTitle: 'Invitations are accepted after signing in',
  invitationBody:
    'Sign in with the e-mail the pharmacy invited (or create an account with it), then accept the invitation under My organisations.',
} as const;
