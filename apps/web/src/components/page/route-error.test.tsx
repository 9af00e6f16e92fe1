import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouteErrorBoundary } from './route-error.tsx';

afterEach(cleanup);

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

describe('RouteErrorBoundary', () => {
  it('shows the error page instead of a page that failed to render, and clears it on the next page', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary resetKey="a">
        <Broken message="boom" />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();

    rerender(
      <RouteErrorBoundary resetKey="b">
        <h1>Next page</h1>
      </RouteErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Next page' })).toBeTruthy();
    quiet.mockRestore();
  });

  it('asks for a reload when a page’s code is gone after a deploy', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouteErrorBoundary resetKey="a">
        <Broken message="Failed to fetch dynamically imported module: /assets/x.js" />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'A new version is available',
    );
    quiet.mockRestore();
  });
});
