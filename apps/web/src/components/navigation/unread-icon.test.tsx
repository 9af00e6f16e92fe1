import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithAppTheme } from '../../test/with-app-theme.tsx';
import { UnreadIcon } from './unread-icon.tsx';

const drawn = (unread: number) =>
  render(<UnreadIcon icon={<svg />} unread={unread} size="small" testId="unread" />, {
    wrapper: WithAppTheme,
  });

afterEach(cleanup);

describe('UnreadIcon', () => {
  it('shows no count at 0', () => {
    drawn(0);
    expect(screen.queryByTestId('unread')).toBeNull();
  });

  it('shows the count, hidden from screen readers (the label says it), and 99+ past 99', () => {
    drawn(7);
    const badge = screen.getByTestId('unread');
    expect(badge.textContent).toBe('7');
    expect(badge.getAttribute('aria-hidden')).toBe('true');
    cleanup();
    drawn(120);
    expect(screen.getByTestId('unread').textContent).toBe('99+');
  });
});
