import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { WizardCard } from './wizard-card.tsx';

afterEach(cleanup);

const renderCard = (props: { backTo?: string; nextLabel?: string; pending?: boolean } = {}) => {
  const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
  render(
    <MemoryRouter>
      <WizardCard
        titleId="demo-title"
        title="Your details"
        description="Tell us who you are."
        onSubmit={onSubmit}
        pending={props.pending ?? false}
        nextLabel={props.nextLabel}
        backTo={props.backTo}
      >
        <input aria-label="Name" />
      </WizardCard>
    </MemoryRouter>,
  );
  return { onSubmit };
};

describe('WizardCard', () => {
  it('is a form named by its h1 title, with the description and fields', () => {
    renderCard();
    const form = screen.getByRole('form', { name: 'Your details' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your details' }).id).toBe('demo-title');
    expect(form.textContent).toContain('Tell us who you are.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
  });

  it('has Next by default and no Back on the first step', () => {
    const { onSubmit } = renderCard();
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('links Back to the previous step and names the main button', () => {
    renderCard({ backTo: '/prev', nextLabel: 'Publish' });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/prev');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  });

  it('refuses a second submit while the first is on', () => {
    renderCard({ pending: true });
    expect(screen.getByRole('button', { name: /Next/ }).hasAttribute('disabled')).toBe(true);
  });
});
