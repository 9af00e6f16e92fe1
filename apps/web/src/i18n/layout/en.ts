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
} as const;
