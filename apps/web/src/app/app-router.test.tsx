import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { useNavigationPending } from '../components/feedback/navigation-pending.ts';
import { AppRouter, createAppHistory, type BrowserHistory } from './app-router.tsx';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function PendingFlag() {
  return <p data-testid="pending">{useNavigationPending() ? 'pending' : 'idle'}</p>;
}

const tallPage = (name: string) =>
  function TallPage() {
    return <h1 style={{ height: 5000 }}>{name}</h1>;
  };

/** "/" and "/next" (lazy: its code arrives when the test says). */
function renderApp(history: BrowserHistory, NextPage: ComponentType) {
  const Home = tallPage('Home');
  render(
    <AppRouter history={history}>
      <PendingFlag />
      <Suspense fallback={<p>Opening page</p>}>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/next" element={<NextPage />} />
          <Route path="/other" element={<h1 id="faq">Other</h1>} />
        </Routes>
      </Suspense>
    </AppRouter>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const popstate = () =>
  new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('AppRouter', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    window.scrollTo(0, 0);
  });

  it('keeps the current page while the next page’s code loads, and says a navigation is pending', async () => {
    const history = createAppHistory();
    const code = deferred<{ default: ComponentType }>();
    renderApp(
      history,
      lazy(() => code.promise),
    );
    expect(heading()).toBe('Home');
    expect(screen.getByTestId('pending').textContent).toBe('idle');

    act(() => history.push('/next'));
    expect(heading()).toBe('Home');
    expect(screen.getByTestId('pending').textContent).toBe('pending');
    expect(screen.queryByText('Opening page')).toBeNull();

    await act(() => {
      code.resolve({ default: tallPage('Next') });
      return code.promise;
    });
    expect(heading()).toBe('Next');
    expect(screen.getByTestId('pending').textContent).toBe('idle');
    expect(window.location.pathname).toBe('/next');
  });

  it('opens a new page at its top and brings Back to where the user was', async () => {
    const history = createAppHistory();
    renderApp(history, tallPage('Next'));
    window.scrollTo(0, 1200);

    act(() => history.push('/next'));
    expect(heading()).toBe('Next');
    expect(window.scrollY).toBe(0);

    window.scrollTo(0, 300);
    const back = popstate();
    window.history.back();
    await act(() => back);
    expect(heading()).toBe('Home');
    expect(window.scrollY).toBe(1200);

    const forward = popstate();
    window.history.forward();
    await act(() => forward);
    expect(heading()).toBe('Next');
    expect(window.scrollY).toBe(300);
  });

  it('stays put when a page rewrites its own address (a search box writing ?q=)', () => {
    const history = createAppHistory();
    renderApp(history, tallPage('Next'));
    window.scrollTo(0, 900);
    act(() => history.replace('/?q=amox'));
    expect(heading()).toBe('Home');
    expect(window.scrollY).toBe(900);
    // Replacing the address with another page still opens that page at its top.
    act(() => history.replace('/next'));
    expect(window.scrollY).toBe(0);
  });

  it('tells who asks where a navigation goes, as it starts', () => {
    const history = createAppHistory();
    const starts: string[] = [];
    render(
      <AppRouter history={history} onNavigate={(location) => starts.push(location.pathname)}>
        <Routes>
          <Route path="*" element={<h1>Any</h1>} />
        </Routes>
      </AppRouter>,
    );
    act(() => history.push('/next'));
    act(() => history.replace('/other?x=1'));
    expect(starts).toEqual(['/next', '/other']);
  });

  it('opens a page at its #hash target when there is one', () => {
    const history = createAppHistory();
    renderApp(history, tallPage('Next'));
    window.scrollTo(0, 800);
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    act(() => history.push('/other#faq'));
    expect(heading()).toBe('Other');
    expect(scrolled.mock.contexts).toEqual([screen.getByRole('heading', { name: 'Other' })]);
    scrolled.mockRestore();
  });
});
