import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@dawa/contract';
import { LocaleContext } from '../../i18n/locale.tsx';
import { loadWords } from '../../i18n/words.ts';
import { createAppTheme } from '../../theme/create-app-theme.ts';
import { Pager } from './pager.tsx';

const data = { cursor: 10, total: 34, pages: 4, docs: Array.from({ length: 10 }, (_, i) => i) };

function Drawn({ locale, noun }: { locale: Locale; noun: string }) {
  return (
    <LocaleContext value={locale}>
      <ThemeProvider theme={createAppTheme()}>
        <Pager data={data} page={2} onPage={() => undefined} noun={noun} />
      </ThemeProvider>
    </LocaleContext>
  );
}

beforeAll(() => loadWords('am'));
afterEach(cleanup);

describe('the pager', () => {
  it('says where the list is, and names its buttons, in English as before', () => {
    render(<Drawn locale="en" noun="members" />);
    const nav = screen.getByRole('navigation', { name: 'Pages of members' });
    expect(nav.textContent).toContain('11–20 of 34 members');
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to page 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('says it in Amharic, with the caller’s noun', () => {
    render(<Drawn locale="am" noun="አባላት" />);
    const nav = screen.getByRole('navigation', { name: 'የአባላት ገጾች' });
    expect(nav.textContent).toContain('11–20 (ከ34 አባላት)');
    expect(screen.getByRole('button', { name: 'ወደ ቀጣዩ ገጽ ይሂዱ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ወደ ገጽ 3 ይሂዱ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ገጽ 2' })).toBeTruthy();
  });
});
