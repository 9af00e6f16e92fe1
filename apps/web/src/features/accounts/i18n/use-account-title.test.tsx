import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type Locale } from '@dawa/contract';
import { RouteTableContext } from '../../../components/page/use-document-title.ts';
import { LocaleContext } from '../../../i18n/locale.tsx';
import { loadWords } from '../../../i18n/words.ts';
import en from './en.ts';
import { useAccountTitle } from './use-account-title.ts';

// The headings of the accounts pages are the route table's titles in the reader's language: a
// route title the catalogue does not know would stay English on an Amharic page (docs/i18n.md).

/** The pages of features/accounts whose heading is their route's title (app/routes.tsx). */
const ACCOUNT_PATHS = [
  '/verify-otp',
  '/resend-otp',
  '/forget-password-request',
  '/forget-password-reset',
  '/forgot-password',
  '/reset-password',
  '/otp',
  '/signup',
  '/signup/choose-plan',
  '/signup/basic-info',
  '/signup/email-verification',
  '/signup/tenant-setup',
  '/signup/review',
];

const routes: RouteObject[] = ROUTES.map((r) => ({ path: r.path, handle: { title: r.title } }));

function Heading() {
  return <h1>{useAccountTitle()}</h1>;
}

const headingAt = (path: string, locale: Locale) =>
  render(
    <LocaleContext value={locale}>
      <MemoryRouter initialEntries={[path]}>
        <RouteTableContext value={routes}>
          <Heading />
        </RouteTableContext>
      </MemoryRouter>
    </LocaleContext>,
  ).container.textContent;

beforeAll(() => loadWords('am'));
afterEach(cleanup);

describe('useAccountTitle', () => {
  it.each(ACCOUNT_PATHS)('%s: its route title is in the catalogue', (path) => {
    const title = ROUTES.find((r) => r.path === path)?.title;
    expect(title).toBeDefined();
    const titles: string[] = Object.entries(en)
      .filter(([key]) => key.startsWith('title'))
      .map(([, text]) => text as string);
    expect(titles).toContain(title);
  });

  it('draws the route title as written in English, and in Amharic from the catalogue', () => {
    expect(headingAt('/forget-password-request', 'en')).toBe('Forgot password');
    cleanup();
    expect(headingAt('/forget-password-request', 'am')).toBe('የይለፍ ቃል ረስተዋል');
    cleanup();
    expect(headingAt('/signup/review', 'am')).toBe('ይገምግሙና ይጨርሱ');
  });

  it('keeps a title the catalogue lacks as the route table writes it', () => {
    expect(headingAt('/help', 'am')).toBe('Help');
  });
});
