// The page frames' words (components/page/: not allowed, not built yet, choose a pharmacy first,
// the platform administrators' pages). English defines the keys (docs/i18n.md).
export default {
  chooseFirst: 'Choose a pharmacy first: {what} belong to the pharmacy you work in.',
  choosePharmacy: 'Choose a pharmacy',
  notAllowed: 'Not allowed',
  comingSoon: 'Coming soon',
  notBuiltYet: 'This screen is not built yet. It will arrive in a coming release.',
  backToDashboard: 'Back to the dashboard',
} as const;
