import {
  Controller,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import type { ComponentType, ReactNode } from 'react';
import { InputField, type InputFieldProps } from './input-field.tsx';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  InputFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T>;
  name: Path<T>;
  /** What draws the field (an e-mail or password input); a plain text input by default. */
  input?: ComponentType<InputFieldProps>;
};

/** A text field bound to a form field: value, touch, and the schema's message below it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  input: Input = InputField,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Input {...props} {...boundFieldProps(field, fieldState, props, helperText)} />
      )}
    />
  );
}

/** The props that bind an MUI field to a form field: value, events, touch and the message. */
export function boundFieldProps<T extends FieldValues>(
  field: ControllerRenderProps<T, Path<T>>,
  fieldState: ControllerFieldState,
  props: { disabled?: boolean; fullWidth?: boolean },
  helperText: ReactNode,
) {
  return {
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    disabled: field.disabled ?? props.disabled,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
    fullWidth: props.fullWidth ?? true,
  };
}
