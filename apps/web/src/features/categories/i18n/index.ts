import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const categoryWords = defineWords('categories', en, { am: () => import('./am.ts') });
