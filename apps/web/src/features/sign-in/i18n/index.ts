import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const signInWords = defineWords('signIn', en, { am: () => import('./am.ts') });
