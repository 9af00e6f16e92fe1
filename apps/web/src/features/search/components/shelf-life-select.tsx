import { SHELF_LIFE_CHOICES } from '@dawa/contract';
import { NativeSelectField } from '../../../components/form/native-select-field.tsx';
import { useWords, type T } from '../../../i18n/words.ts';
import type searchEn from '../i18n/en.ts';
import { searchWords } from '../i18n/index.ts';

/** "Any expiry", "6+ months left", ...: what each choice reads as. */
export const shelfLifeLabel = (t: T<typeof searchEn>, months: number): string =>
  months > 0 ? t('monthsLeft', { count: months }) : t('anyExpiry');

/**
 * The shelf-life filter (issue 31): listings whose expiry is at least so many months away. Any
 * choice but "Any expiry" leaves out listings without an expiry date. A few fixed choices, like
 * the sort (NativeSelectField).
 */
export function ShelfLifeSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (months: number) => void;
}) {
  const t = useWords(searchWords);
  return (
    <NativeSelectField
      label={t('shelfLife')}
      value={String(value)}
      options={[0, ...SHELF_LIFE_CHOICES].map((months) => ({
        value: String(months),
        label: shelfLifeLabel(t, months),
      }))}
      onChange={(months) => onChange(Number(months))}
    />
  );
}
