import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const memberWords = defineWords('members', en, { am: () => import('./am.ts') });
