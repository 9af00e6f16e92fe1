import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const placeholderWords = defineWords('placeholder', en, { am: () => import('./am.ts') });
