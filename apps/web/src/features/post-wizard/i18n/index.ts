import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const postWizardWords = defineWords('post-wizard', en, { am: () => import('./am.ts') });
