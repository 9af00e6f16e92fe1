// The shared form fields' words and the sign-in form's (components/form/, components/account/
// email-sign-in-form.tsx, google-sign-in-button.tsx): /login's first page draws them, so they ride
// with the text fields (build/chunk-groups.ts, form-fields). English defines the keys (docs/i18n.md).
export default {
  email: 'E-mail',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  signIn: 'Sign in',
  forgotPassword: 'Forgot password?',
  createAccount: 'Create an account',
  continueWithGoogle: 'Continue with Google',
} as const;
