import { defineWords } from '../words.ts';
import en from './en.ts';

export const dialogsWords = defineWords('dialogs', en, { am: () => import('./am.ts') });
