import { defineWords } from '../words.ts';
import en from './en.ts';

export const listingWords = defineWords('listing', en, { am: () => import('./am.ts') });
