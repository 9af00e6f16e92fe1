import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_CONFIG } from '../../config/public-config.ts';
import { SupportContact } from './support-contact.tsx';

// Issue 31: Help's "contact the platform" gave no contact. It shows the configured one as links,
// and says plainly when none is configured.
describe('SupportContact', () => {
  afterEach(cleanup);

  it('links the configured e-mail and phone', () => {
    render(
      <p>
        <SupportContact
          config={{
            ...DEFAULT_PUBLIC_CONFIG,
            supportEmail: 'help@dawa.example',
            supportPhone: '+251111234567',
          }}
        />
      </p>,
    );
    expect(screen.getByRole('link', { name: 'help@dawa.example' }).getAttribute('href')).toBe(
      'mailto:help@dawa.example',
    );
    expect(screen.getByRole('link', { name: /\+251/ }).getAttribute('href')).toBe(
      'tel:+251111234567',
    );
  });

  it('shows the phone alone when only it is configured', () => {
    const { container } = render(
      <p>
        <SupportContact config={{ ...DEFAULT_PUBLIC_CONFIG, supportPhone: '0111234567' }} />
      </p>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(container.textContent).toContain('contact the platform team: call 011');
  });

  it('says no contact is configured rather than showing a dead link', () => {
    const { container } = render(
      <p>
        <SupportContact config={DEFAULT_PUBLIC_CONFIG} />
      </p>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toContain('no platform contact configured');
  });
});
