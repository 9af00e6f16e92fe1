import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { SEARCH_SORTS, SORT_LABELS, type SearchSort } from '../../../lib/search-params.ts';

/**
 * Best match, newest, price up or down. The phone's own picker (a native select): four fixed
 * choices need no custom menu, and MUI's Select would bring Menu, Popover and Modal (~15 KB
 * compressed) into the results page's first load.
 */
export function SortSelect({
  value,
  onChange,
}: {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}) {
  const id = useId();
  return (
    <FormControl size="small" fullWidth>
      <InputLabel htmlFor={id} shrink>
        Sort by
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as SearchSort)}
        input={<OutlinedInput label="Sort by" notched />}
      >
        {SEARCH_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
