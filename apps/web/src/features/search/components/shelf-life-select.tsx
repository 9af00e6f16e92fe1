import { SHELF_LIFE_CHOICES } from '@dawa/contract';
import { OutlinedSelect } from './outlined-select.tsx';

/** "Any expiry", "6+ months left", ...: what each choice reads as. */
export const shelfLifeLabel = (months: number): string =>
  months > 0 ? `${String(months)}+ months left` : 'Any expiry';

const CHOICES = [0, ...SHELF_LIFE_CHOICES].map((months) => ({
  value: String(months),
  label: shelfLifeLabel(months),
}));

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
  return (
    <OutlinedSelect
      label="Shelf life"
      value={String(value)}
      choices={CHOICES}
      onChange={(months) => onChange(Number(months))}
    />
  );
}
