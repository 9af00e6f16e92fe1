import { defineWords } from '../words.ts';
import en from './en.ts';

export const listWords = defineWords('list', en, { am: () => import('./am.ts') });
