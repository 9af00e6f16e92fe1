import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const favouriteWords = defineWords('favourites', en, { am: () => import('./am.ts') });
