import { useEffect, useRef } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import { COMMON_LOCATIONS } from '../locations.ts';
import { LOCATION_MAX } from '../../../lib/search-params.ts';
import { InputField } from '../../../components/form/input-field.tsx';
import { useLocationFieldText, locationIcon, type LocationFieldProps } from './location-field.tsx';

const locationAdornment = (
  <InputAdornment position="start" sx={{ ml: 0.5, mr: 0 }}>
    {locationIcon}
  </InputAdornment>
);

/**
 * The location field with the city's sub-cities as suggestions (location-field.tsx draws the
 * field without them first). `focusOnMount`: the field it replaces had the focus, so this one
 * takes it, with the caret after the text, and opens its suggestions.
 */
export default function LocationAutocomplete({
  text,
  onText,
  onPick,
  onBlur,
  focusOnMount = false,
}: LocationFieldProps & { focusOnMount?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const fieldText = useLocationFieldText();
  useEffect(() => {
    const node = input.current;
    if (!focusOnMount || !node) return;
    node.focus();
    node.setSelectionRange(node.value.length, node.value.length);
    // Only ever true when it replaces the focused field: the field it replaced no longer changes it.
  }, [focusOnMount]);
  return (
    <Autocomplete
      freeSolo
      size="small"
      options={COMMON_LOCATIONS}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        if (reason === 'input' || reason === 'clear') onText(value);
      }}
      onChange={(_, value) => {
        if (typeof value === 'string') onPick(value);
        else if (value === null) onPick('');
      }}
      value={null}
      blurOnSelect
      openOnFocus
      renderInput={(params) => (
        <InputField
          {...params}
          {...fieldText}
          onBlur={onBlur}
          inputRef={input}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: LOCATION_MAX },
            input: {
              ...params.slotProps.input,
              startAdornment: locationAdornment,
            },
          }}
        />
      )}
    />
  );
}
