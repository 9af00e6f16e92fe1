import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { SHELF_LIFE_CHOICES } from '@dawa/contract';
import { NATIVE_CONTROL_SX, OutlinedFrame } from '../../../components/form/outlined-frame.tsx';
import { useWords, type T } from '../../../i18n/words.ts';
import type searchEn from '../i18n/en.ts';
import { searchWords } from '../i18n/index.ts';

/** "Any expiry", "6+ months left", ...: what each choice reads as. */
export const shelfLifeLabel = (t: T<typeof searchEn>, months: number): string =>
  months > 0 ? t('monthsLeft', { count: months }) : t('anyExpiry');

/**
 * The shelf-life filter (issue 31): listings whose expiry is at least so many months away. Any
 * choice but "Any expiry" leaves out listings without an expiry date. A native select in the
 * outlined frame, like the sort (few fixed choices, nothing more to load).
 */
export function ShelfLifeSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (months: number) => void;
}) {
  const id = useId();
  const t = useWords(searchWords);
  const ref = useRef<HTMLSelectElement>(null);
  // A choice made in the server's drawing before the app ran is still on screen (see SortSelect).
  useEffect(() => {
    const shown = Number(ref.current?.value ?? value);
    if (shown !== value) onChange(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what the drawing held
  }, []);
  return (
    <OutlinedFrame label={t('shelfLife')} htmlFor={id}>
      <Box
        component="select"
        id={id}
        ref={ref}
        value={String(value)}
        onChange={(e: React.ChangeEvent<HTMLSelectElement>) => onChange(Number(e.target.value))}
        sx={[
          NATIVE_CONTROL_SX,
          {
            appearance: 'none',
            pr: 4,
            cursor: 'pointer',
            '& option': { color: 'text.primary', bgcolor: 'background.paper' },
          },
        ]}
      >
        {[0, ...SHELF_LIFE_CHOICES].map((months) => (
          <option key={months} value={String(months)}>
            {shelfLifeLabel(t, months)}
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
