import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LocaleContext } from '../../i18n/locale.tsx';
import { loadWords } from '../../i18n/words.ts';
import { WizardStepper, type WizardStepperStep } from './wizard-stepper.tsx';

afterEach(cleanup);
beforeAll(() => loadWords('am'));

const STEPS: WizardStepperStep[] = [
  { label: 'Plan', path: '/a', done: true },
  { label: 'Details', path: '/b' },
  { label: 'Review' },
];

const renderStepper = (current: number, dimSkipped = false) =>
  render(
    <MemoryRouter>
      <WizardStepper label="Demo steps" steps={STEPS} current={current} dimSkipped={dimSkipped} />
    </MemoryRouter>,
  );

describe('WizardStepper', () => {
  it('is a named navigation with the compact "Step n of m" for phones', () => {
    renderStepper(1);
    const nav = screen.getByRole('navigation', { name: 'Demo steps' });
    expect(nav.textContent).toContain('Step 2 of 3 · Details');
  });

  it('links the steps that have a path, except the one on screen', () => {
    renderStepper(1);
    const nav = screen.getByRole('navigation', { name: 'Demo steps' });
    expect(within(nav).getByRole('link', { name: 'Plan' }).getAttribute('href')).toBe('/a');
    expect(within(nav).queryByRole('link', { name: 'Details' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Review' })).toBeNull();
  });

  it('marks the current step in both layouts', () => {
    const { container } = renderStepper(2);
    const current = container.querySelectorAll('[aria-current="step"]');
    expect(current).toHaveLength(2);
    expect(current[1]?.textContent).toContain('Review');
  });

  it('fades skipped steps behind the current one only when asked', () => {
    const faded = (c: HTMLElement) =>
      [...(c.querySelector('[aria-hidden="true"]')?.children ?? [])].map(
        (el) => getComputedStyle(el).opacity === '0.5',
      );
    const plain = renderStepper(2);
    expect(faded(plain.container)).toEqual([false, false, false]);
    cleanup();
    const dimmed = renderStepper(2, true);
    expect(faded(dimmed.container)).toEqual([false, true, false]);
  });

  it('says where the reader is in Amharic too (i18n/wizard)', () => {
    render(
      <LocaleContext value="am">
        <MemoryRouter>
          <WizardStepper label="Demo steps" steps={STEPS} current={1} />
        </MemoryRouter>
      </LocaleContext>,
    );
    const nav = screen.getByRole('navigation', { name: 'Demo steps' });
    expect(nav.textContent).toContain('ደረጃ 2 ከ3 · Details');
    expect(nav.textContent).not.toContain('Step');
  });
});
