import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { InputField } from './input-field.tsx';
import { useTextForm } from './use-text-form.ts';

const EMAIL_MESSAGE = 'Enter a valid e-mail address.';
const PASSWORD_MESSAGE = 'Enter your password.';
const schema = z.object({
  email: z.email(EMAIL_MESSAGE),
  password: z.string().min(1, PASSWORD_MESSAGE),
});

let release: (s: typeof schema) => void = () => undefined;
let loads = 0;
/** The schema, handed over when the test says so. */
const loadLater = () => {
  loads += 1;
  return new Promise<typeof schema>((resolve) => (release = resolve));
};
const loadNow = () => Promise.resolve(schema);

function Form({
  load = loadLater,
  onValid,
}: {
  load?: () => Promise<typeof schema>;
  onValid: (values: { email: string; password: string }) => Promise<void> | void;
}) {
  const form = useTextForm(load, { email: '', password: '' });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        await onValid(values);
        if (values.password === 'wrong')
          form.setError('password', { message: 'Wrong password' }, { shouldFocus: true });
      })}
    >
      <InputField {...form.field('email')} label="E-mail" />
      <InputField {...form.field('password')} label="Password" />
      <button type="submit" disabled={form.isSubmitting}>
        Send
      </button>
    </form>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

afterEach(cleanup);

describe('useTextForm', () => {
  it('draws the form without the schema, loads it on the first key; a submit waits for it', async () => {
    loads = 0;
    const sent: unknown[] = [];
    render(<Form onValid={(values) => void sent.push(values)} />);
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    await settle();
    expect(loads).toBe(0); // not while the page draws
    fireEvent.keyDown(screen.getByLabelText('E-mail'), { key: 'n' });
    expect(loads).toBe(1); // the first key asks for it

    type('E-mail', 'not-an-address');
    send();
    await settle();
    expect(screen.queryByText(EMAIL_MESSAGE)).toBeNull(); // nothing decided before the schema is here

    act(() => release(schema));
    expect(await screen.findByText(EMAIL_MESSAGE)).toBeTruthy();
    expect(screen.getByText(PASSWORD_MESSAGE)).toBeTruthy();
    expect(sent).toEqual([]);

    type('E-mail', 'a@b.et');
    type('Password', 'secret');
    send();
    await waitFor(() => expect(sent).toEqual([{ email: 'a@b.et', password: 'secret' }]));
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

  it('says nothing for tabbing past a field; a changed field is checked as it is typed', async () => {
    render(<Form load={loadNow} onValid={() => undefined} />);
    fireEvent.focus(screen.getByLabelText('E-mail'));
    fireEvent.blur(screen.getByLabelText('E-mail'));
    fireEvent.focus(screen.getByLabelText('Password'));
    await settle();
    expect(screen.queryByText(EMAIL_MESSAGE)).toBeNull();

    type('E-mail', 'selam@');
    expect(await screen.findByText(EMAIL_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(PASSWORD_MESSAGE)).toBeNull(); // the other field was not changed

    type('E-mail', 'selam@example.et');
    await waitFor(() => expect(screen.queryByText(EMAIL_MESSAGE)).toBeNull());
  });

  it('focuses the first field in error on submit, and a field an answer names', async () => {
    const sent: unknown[] = [];
    render(<Form load={loadNow} onValid={(values) => void sent.push(values)} />);
    type('Password', 'wrong');
    send();
    expect(await screen.findByText(EMAIL_MESSAGE)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(sent).toEqual([]);

    type('E-mail', 'selam@example.et');
    send();
    expect(await screen.findByText('Wrong password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(sent).toHaveLength(1);
  });

  it('sends once however often the button is pressed while sending', async () => {
    let finish: () => void = () => undefined;
    const sent: unknown[] = [];
    render(
      <Form
        load={loadNow}
        onValid={(values) => {
          sent.push(values);
          return new Promise<void>((resolve) => (finish = resolve));
        }}
      />,
    );
    type('E-mail', 'selam@example.et');
    type('Password', 'secret');
    const form = screen.getByRole('button', { name: 'Send' }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    fireEvent.submit(form);
    await act(() => {
      finish();
      return Promise.resolve();
    });
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });
});
