import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { SEARCH_SORTS, type SearchSort } from '../../../lib/search-params.ts';
import { NATIVE_CONTROL_SX, OutlinedFrame } from '../../../components/form/outlined-frame.tsx';
import { useWords } from '../../../i18n/words.ts';
import { searchWords } from '../i18n/index.ts';

/** Each order's words (i18n/). */
const SORT_LABELS = {
  relevance: 'sortRelevance',
  newest: 'sortNewest',
  price_asc: 'sortPriceAsc',
  price_desc: 'sortPriceDesc',
} as const satisfies Record<SearchSort, string>;

/**
 * Best match, newest, price up or down. The phone's own picker (a native select) in the outlined
 * field's frame: four fixed choices need no custom menu, and MUI's Select would bring Menu,
 * Popover and Modal (~15 KB compressed) into the results page's first load.
 */
export function SortSelect({
  value,
  onChange,
}: {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}) {
  const id = useId();
  const t = useWords(searchWords);
  const ref = useRef<HTMLSelectElement>(null);
  // A choice made in the server's drawing, before the app ran, is still on screen: React's
  // hydration leaves a select's options as they are and fires no change for them. Apply it, so
  // the results follow what the field shows.
  // Once, on the first render's commit: later changes come through onChange as usual.
  useEffect(() => {
    const shown = ref.current?.value as SearchSort | undefined;
    if (shown && shown !== value && SEARCH_SORTS.includes(shown)) onChange(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what the drawing held
  }, []);
  return (
    <OutlinedFrame label={t('sortBy')} htmlFor={id}>
      <Box
        component="select"
        id={id}
        ref={ref}
        value={value}
        onChange={(e: React.ChangeEvent<HTMLSelectElement>) =>
          onChange(e.target.value as SearchSort)
        }
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
        {SEARCH_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
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
