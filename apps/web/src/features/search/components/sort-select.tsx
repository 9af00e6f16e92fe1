import { NativeSelectField } from '../../../components/form/native-select-field.tsx';
import { useWords } from '../../../i18n/words.ts';
import { SEARCH_SORTS, type SearchSort } from '../../../lib/search-params.ts';
import { searchWords } from '../i18n/index.ts';

/** Each order's words (i18n/). */
const SORT_LABELS = {
  relevance: 'sortRelevance',
  newest: 'sortNewest',
  price_asc: 'sortPriceAsc',
  price_desc: 'sortPriceDesc',
} as const satisfies Record<SearchSort, string>;

/** Best match, newest, price up or down: four fixed choices (NativeSelectField). */
export function SortSelect({
  value,
  onChange,
}: {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}) {
  const t = useWords(searchWords);
  return (
    <NativeSelectField
      label={t('sortBy')}
      value={value}
      options={SEARCH_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABELS[sort]) }))}
      onChange={onChange}
    />
  );
}
