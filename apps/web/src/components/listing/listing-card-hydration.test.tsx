import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppTheme } from '../../theme/create-app-theme.ts';
import { createTestPost } from '../../test/factories.ts';
import { ListingCard } from './listing-card.tsx';

// The server draws a visitor's cards a moment before the browser takes the page over (decision
// 013): a listing's age that ticks over in between ("just now" → "1 min ago") must not make React
// throw the drawing away and draw the whole page again.

const DRAWN_AT = new Date('2026-11-27T10:00:00.000Z');
const post = createTestPost({ createdAt: new Date(DRAWN_AT.getTime() - 50_000).toISOString() });

function Card() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider theme={createAppTheme()}>
        <MemoryRouter>
          <ListingCard post={post} />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

afterEach(() => vi.useRealTimers());

describe('a drawn listing card taken over later', () => {
  it('keeps the drawing when the age ticked over meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(DRAWN_AT);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Card />);
    expect(container.textContent).toContain('just now');
    const article = container.querySelector('article');

    vi.setSystemTime(new Date(DRAWN_AT.getTime() + 20_000));
    const redrawn = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Card />, { onRecoverableError: redrawn });
      await Promise.resolve();
    });
    expect(redrawn).not.toHaveBeenCalled();
    expect(container.querySelector('article')).toBe(article);
  });
});
