import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@dawa/contract';
import { LocaleContext } from '../../i18n/locale.tsx';
import { loadWords } from '../../i18n/words.ts';
import { createAppTheme } from '../../theme/create-app-theme.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { around } from './around.ts';

function Drawn({ locale }: { locale: Locale }) {
  return (
    <LocaleContext value={locale}>
      <ThemeProvider theme={createAppTheme()}>
        <ConfirmDialog
          open
          title="Remove?"
          confirmLabel="Remove"
          onConfirm={() => undefined}
          onClose={() => undefined}
        >
          Gone for good.
        </ConfirmDialog>
      </ThemeProvider>
    </LocaleContext>
  );
}

beforeAll(() => loadWords('am'));
afterEach(cleanup);

describe('the confirm dialog', () => {
  it('keeps the caller’s words and says Cancel in the page’s language, with the focus on it', () => {
    render(<Drawn locale="en" />);
    expect(screen.getByRole('dialog', { name: 'Remove?' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Cancel');
    cleanup();
    render(<Drawn locale="am" />);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ይቅር' })).toBeTruthy();
  });
});

describe('around', () => {
  it('splits a sentence where a drawn part goes, wherever the language puts it', () => {
    expect(around('Sign in to {brand}', '{brand}')).toEqual(['Sign in to ', '']);
    expect(around('ወደ {brand} ይግቡ', '{brand}')).toEqual(['ወደ ', ' ይግቡ']);
    expect(around('No slot', '{brand}')).toEqual(['No slot', '']);
  });
});
