import { defineWords } from '../words.ts';
import en from './en.ts';

export const layoutWords = defineWords('layout', en, { am: () => import('./am.ts') });
