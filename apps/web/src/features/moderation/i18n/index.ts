import { defineWords } from '../../../i18n/words.ts';
import en from './en.ts';

export const moderationWords = defineWords('moderation', en, { am: () => import('./am.ts') });
