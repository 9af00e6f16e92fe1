import { defineWords } from '../words.ts';
import en from './en.ts';

export const listingFormWords = defineWords('listing-form', en, { am: () => import('./am.ts') });
