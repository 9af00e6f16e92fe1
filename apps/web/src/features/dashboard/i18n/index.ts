import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const dashboardWords = defineWords('dashboard', en, { am: () => import('./am.ts') });
