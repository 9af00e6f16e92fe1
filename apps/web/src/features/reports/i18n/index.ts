import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const reportsWords = defineWords('reports', en, { am: () => import('./am.ts') });
