import { startTransition } from 'react';
import { create } from 'zustand';
import {
  chooseLocale,
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Locale,
} from '@dawa/contract';
import { loadWords } from '../i18n/words.ts';
import type { LanguageSaved } from '../lib/account-language.ts';
import { getCookie, setCookie } from '../lib/cookies.ts';

// The language the app draws in (docs/i18n.md). Kept in a cookie, not local storage: the server
// reads it to draw the first page in it (platform/prerender.ts) and to set `<html lang>`. A
// signed-in account keeps it too (docs/decisions/024-language-per-account.md).

/**
 * The language of this document: what the server chose and wrote on `<html lang>` (cookie, else
 * Accept-Language), so the app draws what the server drew; under `vite` (no server) the same rule
 * is applied here.
 */
export function documentLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const drawn = document.documentElement.getAttribute('data-locale');
  if (isLocale(drawn)) return drawn;
  return chooseLocale({
    cookie: getCookie(LANGUAGE_COOKIE),
    acceptLanguage: typeof navigator === 'undefined' ? null : navigator.languages.join(','),
  });
}

interface LocaleState {
  locale: Locale;
}

export const useLocaleStore = create<LocaleState>()(() => ({ locale: documentLocale() }));

/** Remembers `locale` on this device (the cookie) and draws the page in it, without a reload. */
async function applyOnThisDevice(locale: Locale): Promise<void> {
  setCookie(LANGUAGE_COOKIE, locale, LANGUAGE_COOKIE_MAX_AGE_S, 'Lax');
  // The words of what is on screen first, so the switch never shows a loading page.
  await loadWords(locale);
  document.documentElement.lang = locale;
  document.documentElement.setAttribute('data-locale', locale);
  startTransition(() => useLocaleStore.setState({ locale }));
}

/**
 * The person's choice (the top bar's switch, the profile): this device draws in `locale`, and a
 * signed-in account keeps it for its other devices. Tells where it was kept.
 */
export async function switchLocale(locale: Locale): Promise<LanguageSaved> {
  await applyOnThisDevice(locale);
  const { saveAccountLanguage } = await import('../lib/account-language.ts');
  return saveAccountLanguage(locale);
}

/**
 * At sign-in and when a stored session is checked: the account's language (null until chosen)
 * becomes this device's when it differs, cookie included; nothing is saved back.
 */
export async function adoptAccountLanguage(language: string | null | undefined): Promise<void> {
  if (!isLocale(language)) return;
  if (language === useLocaleStore.getState().locale && getCookie(LANGUAGE_COOKIE) === language)
    return;
  await applyOnThisDevice(language);
}
