import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const helpWords = defineWords('help', en, { am: () => import('./am.ts') });
