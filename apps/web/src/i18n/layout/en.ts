// The layouts' words: top bar, footer, bottom navigation, header search, theme and language
// switches (layouts/, components/navigation/). English defines the keys (docs/i18n.md).
export default {
  brandHome: '{brand} home',
  postListing: 'Post a listing',
  post: 'Post',
  favourites: 'Favourites',
  messages: 'Messages',
  messagesUnread: { one: 'Messages, {count} unread', other: 'Messages, {count} unread' },
  account: 'Account',
  accountMenu: 'Account menu',
  signIn: 'Sign in',
  home: 'Home',
  search: 'Search',
  mainNavigation: 'Main',
  searchListings: 'Search listings',
  closeSearch: 'Close search',
  toDarkTheme: 'Switch to dark theme',
  toLightTheme: 'Switch to light theme',
  /** Names the other language in its own words too, for someone who cannot read this one. */
  toOtherLanguage: 'Switch to Amharic (አማርኛ)',
  terms: 'Terms and Data Use Policy',
  help: 'Help',
  language: 'Language',
  retry: 'Retry',
  // What every page may show (components/page, components/feedback, components/form/api-errors.ts):
  // here, not in a namespace of their own, because this one is loaded with every page already.
  /** The tab's title (components/page/use-document-title.ts); {brand} is "Dawa Addis". */
  documentTitle: '{title} | {brand}',
  brandName: '{product} {city}',
  loading: 'Loading',
  loadingPage: 'Loading page',
  openingPage: 'Opening page',
  breadcrumb: 'Breadcrumb',
  cannotReach: 'Cannot reach {product}. Check your connection and try again.',
  somethingWentWrongRetry: 'Something went wrong. Please try again.',
  newVersion: 'A new version is available',
  somethingWentWrong: 'Something went wrong',
  reloadForNewVersion: 'Reload to get the latest version of the app.',
  pageFailed:
    'This page could not be shown. Reloading usually fixes it; if not, try again in a moment.',
  reload: 'Reload',
} as const;
