import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale, TMyInvitation } from '@dawa/contract';
import { LocaleContext } from '../../i18n/locale.tsx';
import { loadWords } from '../../i18n/words.ts';
import { createAppTheme } from '../../theme/create-app-theme.ts';
import { InvitationItem } from './invitation-item.tsx';

// An invitation addressed to me, in both languages (docs/i18n.md): the same facts, the words,
// the role and the kind of organisation from the catalogues, English exactly as before.

const DAY_MS = 24 * 60 * 60_000;
const invitation: TMyInvitation = {
  id: '7d0c5c2e-9f0e-4b8e-9f53-1b2b3c4d5e6f',
  tenant: {
    id: '1d0c5c2e-9f0e-4b8e-9f53-1b2b3c4d5e6f',
    name: 'Kenema Pharmacy',
    org_type: 'RETAIL_PHARMACY',
    city: 'Addis Ababa',
  },
  role: 'ADMIN',
  invitedBy: { fullName: 'Abebe Kebede' },
  createdAt: new Date().toISOString(),
  // Two days and a bit: "in 2 days" whatever the moment the test runs.
  expiresAt: new Date(Date.now() + 2 * DAY_MS + 3_600_000).toISOString(),
};

function Item({ locale }: { locale: Locale }) {
  return (
    <LocaleContext value={locale}>
      <ThemeProvider theme={createAppTheme()}>
        <ul>
          <InvitationItem
            invitation={invitation}
            isAccepting={false}
            isDisabled={false}
            onAccept={() => undefined}
            onDecline={() => undefined}
          />
        </ul>
      </ThemeProvider>
    </LocaleContext>
  );
}

beforeAll(() => loadWords('am'));
afterEach(cleanup);

describe('an invitation', () => {
  it('reads as before in English', () => {
    render(<Item locale="en" />);
    const item = screen.getByRole('listitem', { name: 'Invitation to Kenema Pharmacy' });
    expect(item.textContent).toContain('Admin');
    expect(item.textContent).toContain('Retail pharmacy · Addis Ababa');
    expect(item.textContent).toContain('Invited by Abebe Kebede · Expires in 2 days');
    expect(
      screen.getByRole('button', { name: 'Accept the invitation to Kenema Pharmacy' }).textContent,
    ).toBe('Accept');
    expect(
      screen.getByRole('button', { name: 'Decline the invitation to Kenema Pharmacy' }).textContent,
    ).toBe('Decline');
  });

  it('is all Amharic in Amharic, but the names', () => {
    render(<Item locale="am" />);
    const item = screen.getByRole('listitem', { name: 'ወደ Kenema Pharmacy የቀረበ ግብዣ' });
    expect(item.textContent).toContain('አስተዳዳሪ');
    expect(item.textContent).toContain('የችርቻሮ ፋርማሲ · Addis Ababa');
    expect(item.textContent).toContain('የጋበዘዎት Abebe Kebede · በ2 ቀናት ውስጥ ያበቃል');
    expect(screen.getByRole('button', { name: 'የKenema Pharmacyን ግብዣ ይቀበሉ' })).toBeTruthy();
    const latin = item.textContent?.replace(/Kenema Pharmacy|Addis Ababa|Abebe Kebede/g, '');
    expect(latin).not.toMatch(/[A-Za-z]/);
  });
});
