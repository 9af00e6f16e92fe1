// The dashboard's frame (layouts/dashboard): the sidebar's groups, the chosen organisation's card
// and the top bar. The menu's links are route titles, drawn through i18n/titles (docs/i18n.md).
export default {
  menuLabel: 'Dashboard menu',
  openMenu: 'Open menu',
  groupMarketplace: 'Marketplace',
  groupReports: 'Reports',
  groupAdministration: 'Administration',
  groupAccount: 'Account',
  pharmacy: 'Pharmacy',
  organisation: 'Organisation',
  createPharmacy: 'Create pharmacy',
  createOrganisation: 'Create organisation',
  noneChosen: 'None chosen',
  switchOrganisation: 'Switch',
  signInRequired:
    'This page belongs to a signed-in account. Sign in to open it; you will come straight back here.',
  signInToContinue: 'Sign in to continue',
  chooseOrganisation: 'Choose',
} as const;
