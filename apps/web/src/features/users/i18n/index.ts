import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const userWords = defineWords('users', en, { am: () => import('./am.ts') });
