import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const chatWords = defineWords('chat', en, { am: () => import('./am.ts') });
