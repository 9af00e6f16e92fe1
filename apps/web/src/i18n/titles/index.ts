import type { Locale } from '@dawa/contract';
import { useCallback } from 'react';
import { defineWords, loadWords, useWords, wordsIn } from '../words.ts';
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

/**
 * A component's way to draw route titles in the reader's language (the dashboard's menu): an
 * English title the table knows is looked up, any other text is drawn as it is. For screens off
 * the first pages only: it brings this namespace's English with it.
 */
export function useRouteTitleWords(): (title: string) => string {
  const t = useWords(titlesWords);
  return useCallback(
    (title: string) => {
      const key = byEnglish.get(title);
      return key ? t(key) : title;
    },
    [t],
  );
}
