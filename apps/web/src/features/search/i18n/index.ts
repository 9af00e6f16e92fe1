import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const searchWords = defineWords('search', en, { am: () => import('./am.ts') });
