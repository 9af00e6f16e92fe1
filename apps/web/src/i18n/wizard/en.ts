// The words of a wizard's frame (components/wizard/: the stepper, the Back/Next bar), shared by
// every wizard: sign-up, posting a listing, setting up a shop. English defines the keys
// (docs/i18n.md, step 6).
export default {
  back: 'Back',
  next: 'Next',
  stepOf: 'Step {current} of {total}',
} as const;
