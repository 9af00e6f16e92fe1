import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import InputAdornment from '@mui/material/InputAdornment';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InputField } from './input-field.tsx';

afterEach(cleanup);

describe('InputField', () => {
  it('is a labelled outlined text box with its helper text described, as TextField draws it', () => {
    const onChange = vi.fn();
    render(
      <InputField
        label="Phone"
        helperText="Sellers call this number."
        required
        value=""
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect((input as HTMLInputElement).required).toBe(true);
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Sellers call this number.');
    expect(input.closest('.MuiOutlinedInput-root')).not.toBeNull();
    // The notch of the outline carries the label, or the border would cross it when it shrinks.
    expect(input.parentElement?.querySelector('legend')?.textContent).toContain('Phone');
    fireEvent.change(input, { target: { value: '0911' } });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('puts inputMode on the input itself, where the phone reads it', () => {
    render(<InputField label="Phone" inputMode="tel" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.getAttribute('inputmode')).toBe('tel');
    expect(input.closest('.MuiFormControl-root')?.hasAttribute('inputmode')).toBe(false);
  });

  it('marks an error and passes the slot props to the input and the html input', () => {
    render(
      <InputField
        label="Amount"
        error
        helperText="Enter an amount."
        slotProps={{
          htmlInput: { maxLength: 9 },
          input: { startAdornment: <InputAdornment position="start">ETB</InputAdornment> },
        }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('maxlength')).toBe('9');
    expect(screen.getByText('ETB').closest('.MuiOutlinedInput-root')).toBe(
      input.closest('.MuiOutlinedInput-root'),
    );
  });
});
