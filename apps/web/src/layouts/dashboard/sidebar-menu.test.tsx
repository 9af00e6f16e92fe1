import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@dawa/contract';
import { LocaleContext } from '../../i18n/locale.tsx';
import { loadWords } from '../../i18n/words.ts';
import { SidebarMenu } from './sidebar-menu.tsx';

// The dashboard's menu in the reader's language (docs/i18n.md): its groups from i18n/dashboard,
// its links' route titles from i18n/titles; the English menu unchanged.

function Menu({ locale }: { locale: Locale }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <LocaleContext value={locale}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <SidebarMenu />
        </MemoryRouter>
      </QueryClientProvider>
    </LocaleContext>
  );
}

beforeAll(() => loadWords('am'));
afterEach(cleanup);

describe('the dashboard menu', () => {
  it('speaks Amharic: groups, links and its own name', () => {
    render(<Menu locale="am" />);
    const nav = screen.getByRole('navigation', { name: 'የዳሽቦርድ ምናሌ' });
    expect(within(nav).getByRole('button', { name: 'ገበያ' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'መለያ' })).toBeTruthy();
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent ?? '');
    expect(links.length).toBeGreaterThan(0);
    // Every link drawn is in Ethiopic script: no route title left in English.
    for (const text of links) expect(text, text).toMatch(/[\u1200-\u137F]/);
  });

  it('keeps its English words in English', () => {
    render(<Menu locale="en" />);
    const nav = screen.getByRole('navigation', { name: 'Dashboard menu' });
    expect(within(nav).getByRole('button', { name: 'Marketplace' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });
});
