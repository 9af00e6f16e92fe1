import { defineWords } from '../words.ts';
import en from './en.ts';

export const accountWords = defineWords('account', en, { am: () => import('./am.ts') });
