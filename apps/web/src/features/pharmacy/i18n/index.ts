import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const pharmacyWords = defineWords('pharmacy', en, { am: () => import('./am.ts') });
