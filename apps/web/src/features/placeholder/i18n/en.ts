// A route whose screen a later release delivers (placeholder-page.tsx). The route's own title and
// summary come from the contract's route table, still in English (docs/i18n.md, "what is left").
export default {
  comingSoon: 'Coming soon',
  dashboard: 'Dashboard',
  onItsWay: 'This area is on its way.',
} as const;
