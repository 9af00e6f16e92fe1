import type { Locale } from '@dawa/contract';
import { defineWords, loadWords, wordsIn } from '../words.ts';
import en from './en.ts';

export const titlesWords = defineWords('titles', en, { am: () => import('./am.ts') });

type Key = keyof typeof en;
const byEnglish = new Map<string, Key>(Object.entries(en).map(([key, text]) => [text, key as Key]));

/** A route's English title in `locale`, once its words are here; a title not known stays as it is. */
export async function routeTitleIn(title: string, locale: Locale): Promise<string> {
  const key = byEnglish.get(title);
  if (!key || locale === 'en') return title;
  await loadWords(locale);
  return wordsIn(titlesWords, locale)(key);
}
