import Autocomplete from '@mui/material/Autocomplete';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import { COMMON_LOCATIONS } from '../locations.ts';
import { LOCATION_MAX } from '../../../lib/search-params.ts';
import { InputField } from '../../../components/form/input-field.tsx';

/**
 * Where the listing is: free text, with the city's sub-cities offered as suggestions. The text is
 * the parent's (debounced into the address); picking a suggestion applies it at once.
 */
export function LocationField({
  text,
  onText,
  onPick,
  onBlur,
}: {
  text: string;
  onText: (text: string) => void;
  onPick: (location: string) => void;
  onBlur: () => void;
}) {
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
      renderInput={(params) => (
        <InputField
          {...params}
          label="Location"
          placeholder="Any location"
          onBlur={onBlur}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: LOCATION_MAX },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start" sx={{ ml: 0.5, mr: 0 }}>
                  <PlaceOutlined fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
