import { defineWords } from '../words.ts';
import en from './en.ts';

export const formWords = defineWords('form', en, { am: () => import('./am.ts') });
