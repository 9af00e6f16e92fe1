import { defineWords } from '../words.ts';
import en from './en.ts';

export const termsWords = defineWords('terms', en, { am: () => import('./am.ts') });
