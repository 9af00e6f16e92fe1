import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const termsPageWords = defineWords('terms-page', en, { am: () => import('./am.ts') });
