import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const listingPageWords = defineWords('listing-page', en, { am: () => import('./am.ts') });
