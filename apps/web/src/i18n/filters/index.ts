import { defineWords } from '../words.ts';
import en from './en.ts';

export const filterWords = defineWords('filters', en, { am: () => import('./am.ts') });
