import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { NATIVE_CONTROL_SX, OutlinedFrame } from '../../../components/form/outlined-frame.tsx';

/** A choice of a select: what it sends and what it reads as. */
export interface SelectChoice {
  value: string;
  label: string;
}

/**
 * A few fixed choices (the sort, the shelf life): the phone's own picker (a native select) in the
 * outlined field's frame. They need no custom menu, and MUI's Select would bring Menu, Popover and
 * Modal (~15 KB compressed) into the results page's first load.
 */
export function OutlinedSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly SelectChoice[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  const ref = useRef<HTMLSelectElement>(null);
  // A choice made in the server's drawing, before the app ran, is still on screen: React's
  // hydration leaves a select's options as they are and fires no change for them. Apply it, so
  // the results follow what the field shows.
  // Once, on the first render's commit: later changes come through onChange as usual.
  useEffect(() => {
    const shown = ref.current?.value;
    if (shown !== undefined && shown !== value && choices.some((c) => c.value === shown))
      onChange(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what the drawing held
  }, []);
  return (
    <OutlinedFrame label={label} htmlFor={id}>
      <Box
        component="select"
        id={id}
        ref={ref}
        value={value}
        onChange={(e: React.ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
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
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
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
