import { defineWords } from '../words.ts';
import en from './en.ts';

export const invitationsWords = defineWords('invitations', en, { am: () => import('./am.ts') });
