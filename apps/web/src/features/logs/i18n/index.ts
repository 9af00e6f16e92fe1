import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const logWords = defineWords('logs', en, { am: () => import('./am.ts') });
