// The page for a path outside the route table (not-found-page.tsx). English defines the keys
// (docs/i18n.md).
export default {
  title: 'Page not found',
  noPageAt: 'There is no page at {path}. It may have moved, or the link may be mistyped.',
  backHome: 'Back to home',
  getHelp: 'Get help',
} as const;
