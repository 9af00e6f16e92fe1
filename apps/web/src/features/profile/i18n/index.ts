import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const profileWords = defineWords('profile', en, { am: () => import('./am.ts') });
