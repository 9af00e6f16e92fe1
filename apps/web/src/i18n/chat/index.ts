import { defineWords } from '../words.ts';
import en from './en.ts';

export const chatPartsWords = defineWords('chat-parts', en, { am: () => import('./am.ts') });
