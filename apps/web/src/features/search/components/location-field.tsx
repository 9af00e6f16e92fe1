import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import { LOCATION_MAX } from '../../../lib/search-params.ts';
import { InputField } from '../../../components/form/input-field.tsx';

// The suggestions (MUI's Autocomplete and its popper) are not part of the first screen: drawing
// them there cost a phone a few hundred milliseconds before the results showed. The same field
// without suggestions draws first; the combobox replaces it when the person reaches for it, or a
// moment after the page has loaded.
const LocationAutocomplete = lazy(() => import('./location-autocomplete.tsx'));
const LOAD_AFTER_MS = 1000;

/** What the field says and shows, the same before and after the combobox takes over. */
export const LOCATION_FIELD_TEXT = { label: 'Location', placeholder: 'Any location' } as const;
export const locationAdornment = (
  <InputAdornment position="start" sx={{ ml: 0.5, mr: 0 }}>
    <PlaceOutlined fontSize="small" aria-hidden />
  </InputAdornment>
);

export interface LocationFieldProps {
  text: string;
  onText: (text: string) => void;
  onPick: (location: string) => void;
  onBlur: () => void;
}

/**
 * Where the listing is: free text, with the city's sub-cities offered as suggestions. The text is
 * the parent's (debounced into the address); picking a suggestion applies it at once.
 */
export function LocationField(props: LocationFieldProps) {
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  // In a transition, the field on screen stays until the combobox is here: one swap, no fallback.
  const want = () => startTransition(() => setWanted(true));
  useEffect(() => {
    const timer = setTimeout(want, LOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  const plain = (
    <InputField
      {...LOCATION_FIELD_TEXT}
      size="small"
      fullWidth
      value={props.text}
      onChange={(event) => props.onText(event.target.value)}
      onPointerDown={want}
      onFocus={() => {
        setFocused(true);
        want();
      }}
      onBlur={() => {
        setFocused(false);
        props.onBlur();
      }}
      slotProps={{
        // The combobox's own spacing (Autocomplete, small), so nothing moves when it takes over.
        htmlInput: { maxLength: LOCATION_MAX, style: { paddingLeft: 8 } },
        input: {
          sx: { pl: '6px' },
          startAdornment: locationAdornment,
        },
      }}
    />
  );
  return (
    <Suspense fallback={plain}>
      {wanted ? <LocationAutocomplete {...props} focusOnMount={focused} /> : plain}
    </Suspense>
  );
}
