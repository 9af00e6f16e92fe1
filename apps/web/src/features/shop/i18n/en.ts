// Every word of a shop's page and of "My shop" (features/shop; docs/i18n.md).
export default {
  // /my-shop
  myShop: 'My shop',
  noShop: 'No shop yet',
  noShopText: '{name} has no shop yet: its owners and administrators set it up.',
  setUpTitle: 'Set up your shop',
  setUp: 'Set up my shop',
  setUpText:
    'A shop gives buyers one page with who you are, where you deliver and everything you sell. It takes five short steps, with your first product.',
  loadingMyShop: 'Loading your shop',
  // /shop/:id
  notFound: 'Shop not found',
  browse: 'Browse listings',
  notFoundText: 'This shop does not exist or was closed.',
  logo: '{name} logo',
  edit: 'Edit shop',
  listingCount: { one: '{count} listing', other: '{count} listings' },
  deliversTo: 'Delivers to',
  noDelivery: 'No delivery: collect from the shop.',
  listings: 'Listings',
  searchLabel: 'Search the listings of {name}',
  searchPlaceholder: 'Search this shop',
  listingsOf: 'Listings of {name}',
  noMatch: 'Nothing in this shop matches',
  showAll: 'Show all listings',
  noMatchText: 'Try fewer or other words.',
  noListings: 'No listings yet',
  noListingsText: 'This shop has nothing on sale right now. Come back later.',
  loading: 'Loading shop',
} as const;
