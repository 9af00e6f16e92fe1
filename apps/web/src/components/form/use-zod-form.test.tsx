import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormTextField } from './form-text-field.tsx';
import { useZodForm } from './use-zod-form.ts';

const MESSAGE = 'Enter a valid e-mail address.';
const schema = z.object({ email: z.email(MESSAGE), name: z.string() });

function Form() {
  const form = useZodForm(schema, { defaultValues: { email: '', name: '' } });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(() => undefined)(e)}>
      <FormTextField control={form.control} name="email" label="E-mail" />
      <FormTextField control={form.control} name="name" label="Name" />
      <button type="submit">Send</button>
    </form>
  );
}

const email = () => screen.getByLabelText('E-mail');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(cleanup);

describe('useZodForm error timing', () => {
  it('shows no error for a field the keyboard only passed through', async () => {
    render(<Form />);
    fireEvent.focus(email());
    fireEvent.blur(email());
    fireEvent.focus(screen.getByLabelText('Name'));
    await settle();
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(email().getAttribute('aria-invalid')).toBe('false');
  });

  it('shows the schema message once the field was changed, and clears it when fixed', async () => {
    render(<Form />);
    fireEvent.change(email(), { target: { value: 'not-an-address' } });
    await settle();
    expect(screen.getByText(MESSAGE)).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email(), { target: { value: 'buyer@example.com' } });
    await settle();
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });

  it('shows the errors of untouched fields on submit', async () => {
    render(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(screen.getByText(MESSAGE)).toBeTruthy();
  });
});
