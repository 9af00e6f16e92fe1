import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const shopWizardWords = defineWords('shop-wizard', en, { am: () => import('./am.ts') });
