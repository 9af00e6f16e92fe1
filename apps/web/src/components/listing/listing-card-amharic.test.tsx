import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@dawa/contract';
import { LocaleContext } from '../../i18n/locale.tsx';
import { loadWords } from '../../i18n/words.ts';
import { createAppTheme } from '../../theme/create-app-theme.ts';
import { createTestPost } from '../../test/factories.ts';
import { ListingCard } from './listing-card.tsx';

// A moved component drawn in Amharic (docs/i18n.md): its words from the Amharic catalogue, its
// price as am-ET writes it, its age with Amharic plurals; English unchanged.

const post = createTestPost({
  price: 1234.5,
  bulk_available: true,
  delivery_available: true,
  condition: 'NEW',
  createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000 - 60_000).toISOString(),
});

function Card({ locale }: { locale: Locale }) {
  return (
    <LocaleContext value={locale}>
      <QueryClientProvider client={new QueryClient()}>
        <ThemeProvider theme={createAppTheme()}>
          <MemoryRouter>
            <ListingCard post={post} />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </LocaleContext>
  );
}

beforeAll(() => loadWords('am'));
afterEach(cleanup);

describe('a listing card in Amharic', () => {
  it('draws its price, badges, age and heart in Amharic', () => {
    render(<Card locale="am" />);
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('ብር\u00a01,234.50');
    expect(card.textContent).toContain('በጅምላ');
    expect(card.textContent).toContain('ያደርሳል');
    expect(card.textContent).toContain('አዲስ');
    expect(card.textContent).toContain('ከ3 ቀናት በፊት');
    expect(screen.getByRole('button', { name: `${post.title} አስቀምጥ` })).toBeTruthy();
  });

  it('stays English by default', () => {
    render(<Card locale="en" />);
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('ETB 1,234.50');
    expect(card.textContent).toContain('3 days ago');
    expect(card.textContent).not.toMatch(/[\u1200-\u137f]/);
  });
});
