import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { NATIVE_CONTROL_SX, OutlinedFrame } from './outlined-frame.tsx';

export interface NativeSelectOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A few fixed choices as the phone's own picker (a native select) in the outlined field's frame:
 * no custom menu, and none of MUI Select's Menu, Popover and Modal (~15 KB compressed) on a first
 * page. Used by /search's order and shelf life.
 *
 * A choice made in the server's drawing, before the app ran, is still on screen: React's hydration
 * leaves a select as it is and fires no change for it. The field applies it once, on the first
 * commit, so the results follow what the field shows; later changes come through onChange. (If
 * the change event of the same choice arrives in that moment too, the address writes it once:
 * lib/use-address-params.ts.)
 */
export function NativeSelectField<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly NativeSelectOption<V>[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  const ref = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const shown = options.find((option) => option.value === ref.current?.value);
    if (shown && shown.value !== value) onChange(shown.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what the drawing held
  }, []);
  return (
    <OutlinedFrame label={label} htmlFor={id}>
      <Box
        component="select"
        id={id}
        ref={ref}
        value={value}
        onChange={(e: React.ChangeEvent<HTMLSelectElement>) => {
          const picked = options.find((option) => option.value === e.target.value);
          if (picked) onChange(picked.value);
        }}
        sx={[
          NATIVE_CONTROL_SX,
          {
            appearance: 'none',
            pr: 4,
            cursor: 'pointer',
            // The options' list is the system's: give it the page's colours in dark mode too.
            '& option': { color: 'text.primary', bgcolor: 'background.paper' },
          },
        ]}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
      <ArrowDropDown
        aria-hidden
        sx={{
          position: 'absolute',
          right: 7,
          top: 'calc(50% - 0.5em)',
          color: 'action.active',
          pointerEvents: 'none',
        }}
      />
    </OutlinedFrame>
  );
}
