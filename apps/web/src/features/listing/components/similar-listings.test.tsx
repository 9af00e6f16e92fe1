import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TPost } from '@dawa/contract';
import { createTestListResponse, createTestPost } from '../../../test/factories.ts';
import { SimilarListings } from './similar-listings.tsx';
import { WithAppTheme } from '../../../test/with-app-theme.tsx';

const apiMock = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api.ts', () => ({ api: apiMock }));

/** An IntersectionObserver the test moves by hand. */
class ManualObserver {
  static last: ManualObserver | undefined;
  constructor(readonly callback: IntersectionObserverCallback) {
    ManualObserver.last = this;
  }
  observe() {}
  disconnect() {}
  come() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

const answer = (posts: TPost[]) => createTestListResponse(posts, 9);

function renderSimilar(postId: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SimilarListings postId={postId} subCategory="sub-1" />
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: WithAppTheme },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  apiMock.mockReset();
});

describe('SimilarListings', () => {
  it('asks for nothing until the person scrolls near, then shows the others of the sub-category', async () => {
    vi.stubGlobal('IntersectionObserver', ManualObserver);
    const shown = createTestPost({ title: 'The listing on screen' });
    const other = createTestPost({ title: 'Gauze rolls, box of 12' });
    apiMock.mockResolvedValue(answer([shown, other]));
    renderSimilar(shown.id);
    expect(screen.getByRole('heading', { name: 'Similar listings' })).toBeDefined();
    expect(apiMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Similar listings' })).toBeNull();

    act(() => ManualObserver.last?.come());
    const list = await screen.findByRole('list', { name: 'Similar listings' });
    expect(list.textContent).toContain('Gauze rolls, box of 12');
    expect(list.textContent).not.toContain('The listing on screen');
    expect(apiMock).toHaveBeenCalledTimes(1);
    expect(apiMock.mock.calls[0]?.[0]).toMatchObject({ query: { subCategory: 'sub-1' } });
  });

  it('leaves no empty section when the listing is the only one of its kind', async () => {
    vi.stubGlobal('IntersectionObserver', ManualObserver);
    const shown = createTestPost();
    apiMock.mockResolvedValue(answer([shown]));
    renderSimilar(shown.id);
    act(() => ManualObserver.last?.come());
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Similar listings' })).toBeNull(),
    );
  });
});
