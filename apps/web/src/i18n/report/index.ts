import { defineWords } from '../words.ts';
import en from './en.ts';

export const reportWords = defineWords('report', en, { am: () => import('./am.ts') });
