// A signed-in person's own things wherever shared parts show them (components/account/: the
// account menu, a person's row, roles and kinds of organisation; components/listing/
// saved-listings-grid.tsx). English defines the keys (docs/i18n.md).
export default {
  accountMenuWithInvitations: 'Account menu, {invitations}',
  pharmacyInvitations: {
    one: '{count} pharmacy invitation',
    other: '{count} pharmacy invitations',
  },
  dashboard: 'Dashboard',
  myProfile: 'My profile',
  favourites: 'Favourites',
  signOut: 'Sign out',
  you: 'You',
  nowWorkingIn: 'Now working in {name}',
  roleOwner: 'Owner',
  roleAdmin: 'Admin',
  roleUser: 'Member',
  orgPharmacy: 'Pharmacy',
  orgImporter: 'Importer',
  orgRetailPharmacy: 'Retail pharmacy',
  orgWholeSeller: 'Wholesaler',
  orgDistributor: 'Distributor',
  orgClinic: 'Clinic',
  orgHealthCareProvider: 'Health care provider',
  orgGovernmentHealthAgency: 'Government health agency',
  orgNgo: 'NGO',
  savedListings: 'Saved listings',
  noSavedListings: 'No saved listings yet',
  browseMarketplace: 'Browse the marketplace',
  savedListingsHint: 'Press the heart on a listing to keep it here and come back to it later.',
} as const;
