import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const shopWords = defineWords('shop', en, { am: () => import('./am.ts') });
