import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const jobWords = defineWords('jobs', en, { am: () => import('./am.ts') });
