// The /terms-and-condition page around the policy's text (terms-page.tsx); the text itself is the
// shared terms namespace (i18n/terms/), drawn by the Terms dialog too. English defines the keys
// (docs/i18n.md); `title` is the route's title (packages/contract/src/routes.ts).
export default {
  title: 'Terms and Data Use Policy',
  questions: 'Questions about using the platform? {link}.',
  readHelp: 'Read the help',
} as const;
