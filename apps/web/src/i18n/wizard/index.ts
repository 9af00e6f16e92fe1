import { defineWords } from '../words.ts';
import en from './en.ts';

export const wizardWords = defineWords('wizard', en, { am: () => import('./am.ts') });
