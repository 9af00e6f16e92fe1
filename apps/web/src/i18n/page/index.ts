import { defineWords } from '../words.ts';
import en from './en.ts';

export const pageWords = defineWords('page', en, { am: () => import('./am.ts') });
