import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const notFoundWords = defineWords('not-found', en, { am: () => import('./am.ts') });
