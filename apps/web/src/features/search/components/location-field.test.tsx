import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LocationField } from './location-field.tsx';
import { WithAppTheme } from '../../../test/with-app-theme.tsx';

// The location field draws without its suggestions first (they are not part of the first screen)
// and becomes the combobox when the person reaches for it: nothing typed is lost, the focus stays.

function Harness({ onPick }: { onPick: (location: string) => void }) {
  const [text, setText] = useState('');
  return <LocationField text={text} onText={setText} onPick={onPick} onBlur={() => undefined} />;
}

afterEach(cleanup);

describe('LocationField', () => {
  it('takes typing at once, then offers the suggestions in the focused field', async () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />, { wrapper: WithAppTheme });
    const plain = screen.getByRole('textbox', { name: 'Location' });
    act(() => plain.focus());
    fireEvent.change(plain, { target: { value: 'Bo' } });
    // The combobox has replaced the plain field, kept the text and the focus, and offers Bole.
    const combobox = await screen.findByRole('combobox', { name: 'Location' });
    expect((combobox as HTMLInputElement).value).toBe('Bo');
    await waitFor(() => expect(document.activeElement).toBe(combobox));
    fireEvent.click(await screen.findByRole('option', { name: 'Bole' }));
    expect(onPick).toHaveBeenCalledWith('Bole');
  });

  it('stays a plain field, without the code of the suggestions, until the person reaches for it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      render(<Harness onPick={vi.fn()} />, { wrapper: WithAppTheme });
      act(() => {
        vi.advanceTimersByTime(10_000);
      });
    } finally {
      vi.useRealTimers();
    }
    // Time for a lazy import that had been started to arrive and be drawn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('combobox', { name: 'Location' })).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('textbox', { name: 'Location' }));
    expect(await screen.findByRole('combobox', { name: 'Location' })).toBeTruthy();
  });
});
