import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SEARCH_SORTS, SORT_LABELS, type SearchSort } from '../../../lib/search-params.ts';

/** Best match, newest, price up or down. */
export function SortSelect({
  value,
  onChange,
}: {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={value}
      onChange={(e) => onChange(e.target.value as SearchSort)}
      fullWidth
    >
      {SEARCH_SORTS.map((sort) => (
        <MenuItem key={sort} value={sort}>
          {SORT_LABELS[sort]}
        </MenuItem>
      ))}
    </TextField>
  );
}
