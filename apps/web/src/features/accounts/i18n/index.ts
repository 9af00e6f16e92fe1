import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const accountWords = defineWords('accounts', en, { am: () => import('./am.ts') });
