import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const homeWords = defineWords('home', en, { am: () => import('./am.ts') });
