import { lazy, startTransition, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { LOCATION_MAX } from '../../../lib/search-params.ts';
import {
  FrameAdornment,
  NATIVE_CONTROL_SX,
  OutlinedFrame,
} from '../../../components/form/outlined-frame.tsx';
import { useWords } from '../../../i18n/words.ts';
import { searchWords } from '../i18n/index.ts';

// The suggestions (MUI's Autocomplete and its popper) are not part of the first screen: drawing
// them there cost a phone a few hundred milliseconds before the results showed, and their code
// (~20 KB) is more than the rest of the search page's own. The same field without suggestions
// draws first; the combobox replaces it when the person reaches for it (a pointer over it, a
// touch, the focus), so someone who only reads the results never downloads it.
const LocationAutocomplete = lazy(() => import('./location-autocomplete.tsx'));

/** What the field says and shows, the same before and after the combobox takes over. */
export const useLocationFieldText = () => {
  const t = useWords(searchWords);
  return { label: t('location'), placeholder: t('anyLocation') };
};
export const locationIcon = <PlaceOutlined fontSize="small" aria-hidden />;

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

  const id = useId();
  const text = useLocationFieldText();
  const plain = (
    // The combobox's own spacing (Autocomplete, small), so nothing moves when it takes over.
    <OutlinedFrame
      label={text.label}
      htmlFor={id}
      sx={{ pl: '6px' }}
      onPointerEnter={want}
      onPointerDown={want}
    >
      <FrameAdornment>{locationIcon}</FrameAdornment>
      <Box
        component="input"
        id={id}
        type="text"
        autoComplete="off"
        placeholder={text.placeholder}
        maxLength={LOCATION_MAX}
        value={props.text}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => props.onText(event.target.value)}
        onFocus={() => {
          setFocused(true);
          want();
        }}
        onBlur={() => {
          setFocused(false);
          props.onBlur();
        }}
        sx={[NATIVE_CONTROL_SX, { pl: '8px' }]}
      />
    </OutlinedFrame>
  );
  return (
    <Suspense fallback={plain}>
      {wanted ? <LocationAutocomplete {...props} focusOnMount={focused} /> : plain}
    </Suspense>
  );
}
