import { useId, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { TextFieldProps } from '@mui/material/TextField';

/** What InputField takes: TextField's props for an outlined text input (no `select`). */
export type InputFieldProps = Omit<
  TextFieldProps,
  'select' | 'variant' | 'slots' | 'SelectProps' | 'children'
> & { ref?: Ref<HTMLDivElement> };

/**
 * MUI's outlined TextField for text, drawn from the same parts (FormControl, InputLabel,
 * OutlinedInput, FormHelperText) and so looking and behaving the same. TextField itself imports
 * Select, and with it Menu, Popover, Modal and transitions (about 15 KB compressed), on every
 * page with a text box: sign-in, sign-up and search among them. A dropdown uses FormSelectField.
 */
export function InputField({
  autoComplete,
  autoFocus = false,
  defaultValue,
  helperText,
  id: idOverride,
  inputRef,
  label,
  maxRows,
  minRows,
  multiline = false,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  rows,
  slotProps = {},
  type,
  value,
  fullWidth = false,
  inputMode,
  ...root
}: InputFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label != null && label !== '' ? `${id}-label` : undefined;
  // TextField's slot props may also be functions of its state; this app passes objects only.
  const inputLabelProps = slotProps.inputLabel as object | undefined;
  const inputProps = slotProps.input as object | undefined;
  // The keyboard a phone shows belongs on the <input>; TextField left a top-level inputMode on
  // its root <div>, where it did nothing (the phone and numeric fields of the wizards).
  const htmlInputProps = { inputMode, ...(slotProps.htmlInput as object | undefined) };
  const helperTextProps = slotProps.formHelperText as object | undefined;
  const shrink = (inputLabelProps as { shrink?: boolean } | undefined)?.shrink;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} {...root}>
      {inputLabelId && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabelProps}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={htmlInputProps}
        label={label}
        {...(shrink !== undefined && { notched: shrink })}
        {...inputProps}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...helperTextProps}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
