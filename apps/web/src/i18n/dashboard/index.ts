import { defineWords } from '../words.ts';
import en from './en.ts';

export const dashboardWords = defineWords('dashboard', en, { am: () => import('./am.ts') });

/**
 * The sidebar's words keyed by the English the menu is built with (layouts/dashboard/
 * dashboard-menu.ts keeps English titles: they name the groups' open state in the app store).
 */
export const DASHBOARD_MENU_WORDS: Readonly<Record<string, keyof typeof en>> = {
  Marketplace: 'groupMarketplace',
  Reports: 'groupReports',
  Administration: 'groupAdministration',
  Account: 'groupAccount',
  Pharmacy: 'pharmacy',
  Organisation: 'organisation',
  'Create pharmacy': 'createPharmacy',
  'Create organisation': 'createOrganisation',
};
