import { SEARCH_SORTS, SORT_LABELS, type SearchSort } from '../../../lib/search-params.ts';
import { OutlinedSelect } from './outlined-select.tsx';

const CHOICES = SEARCH_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

/** Best match, newest, price up or down: a native select in the outlined frame. */
export function SortSelect({
  value,
  onChange,
}: {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}) {
  return (
    <OutlinedSelect
      label="Sort by"
      value={value}
      choices={CHOICES}
      // Only the choices' values come back: the sorts themselves.
      onChange={(sort) => onChange(sort as SearchSort)}
    />
  );
}
