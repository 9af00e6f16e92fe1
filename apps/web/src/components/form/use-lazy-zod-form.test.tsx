import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormTextField } from './form-text-field.tsx';
import { useLazyZodForm } from './use-lazy-zod-form.ts';

const MESSAGE = 'Enter a valid e-mail address.';
const schema = z.object({ email: z.email(MESSAGE) });

let release: (s: typeof schema) => void = () => undefined;
let loads = 0;
const loadSchema = () => {
  loads += 1;
  return new Promise<typeof schema>((resolve) => (release = resolve));
};

function Form({ onValid }: { onValid: (email: string) => void }) {
  const form = useLazyZodForm(loadSchema, { defaultValues: { email: '' } });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit((v) => onValid(v.email))(e)}>
      <FormTextField control={form.control} name="email" label="E-mail" />
      <button type="submit">Send</button>
    </form>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(cleanup);

describe('useLazyZodForm', () => {
  it('draws the form without the schema, loads it on the first key; a submit waits for it', async () => {
    loads = 0;
    const sent: string[] = [];
    render(<Form onValid={(email) => sent.push(email)} />);
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    await settle();
    expect(loads).toBe(0); // not while the page draws
    fireEvent.keyDown(screen.getByLabelText('E-mail'), { key: 'n' });
    expect(loads).toBe(1); // the first key asks for it

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(screen.queryByText(MESSAGE)).toBeNull(); // nothing decided before the schema is here

    act(() => release(schema));
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@b.et' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual(['a@b.et']));
    expect(loads).toBe(1);
  });

  it('is never loaded for a person who only looks at the page', async () => {
    loads = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      render(<Form onValid={() => undefined} />);
      act(() => {
        window.dispatchEvent(new Event('load'));
        vi.advanceTimersByTime(60_000);
      });
    } finally {
      vi.useRealTimers();
    }
    await settle();
    expect(loads).toBe(0);
    fireEvent.pointerDown(screen.getByLabelText('E-mail'));
    expect(loads).toBe(1);
  });
});
