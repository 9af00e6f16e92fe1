import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DEBOUNCE_MS, POST_COUNT_CAP } from '@dawa/contract';
import { CategoryChips } from '../../components/listing/category-chips.tsx';
import { ListingGrid } from '../../components/listing/listing-grid.tsx';
import { PriceFilter } from '../../components/listing/price-filter.tsx';
import { SearchInput } from '../../components/listing/search-input.tsx';
import { EmptyState } from '../../components/list/list-states.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { postListQuery, subCategoriesQuery } from '../../lib/posts.ts';
import {
  readSearch,
  resultCount,
  toFilter,
  writeSearch,
  type SearchState,
} from './search-params.ts';

/**
 * /search: the marketplace grid with every filter in the address (q, category, subCategory, min,
 * max), so a result can be shared and Back undoes the last filter. Typing replaces the address
 * entry (no history step per letter); choosing a filter adds one.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const state = readSearch(params);
  const [text, setText] = useState(state.q);

  const apply = (patch: Partial<SearchState>, replace = false) =>
    setParams(writeSearch({ ...readSearch(params), ...patch }), {
      replace,
      preventScrollReset: true,
    });

  // The box answers at once; the address (and the query) follows after the debounce.
  useEffect(() => {
    if (text.trim() === state.q) return;
    const timer = setTimeout(
      () =>
        setParams((current) => writeSearch({ ...readSearch(current), q: text }), {
          replace: true,
          preventScrollReset: true,
        }),
      DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, state.q, setParams]);

  // Back/forward to another search puts its words back in the box.
  const [seenQ, setSeenQ] = useState(state.q);
  if (seenQ !== state.q) {
    setSeenQ(state.q);
    if (text.trim() !== state.q) setText(state.q);
  }

  const listings = useInfiniteQuery({
    ...postListQuery(toFilter(state)),
    placeholderData: keepPreviousData,
  });
  const first = listings.data?.pages[0]?.posts;
  const isFiltered = params.toString() !== '';

  return (
    <>
      <PageHeader title="Search" />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 2.5 }}>
        <SearchInput
          value={text}
          onChange={setText}
          label="Search listings"
          placeholder="Search medicines and supplies"
          sx={{ maxWidth: 640 }}
        />
        <CategoryChips
          value={state.category}
          onChange={(category) => apply({ category, subCategory: null })}
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          {state.category && (
            <Box sx={{ flex: { xs: '1 1 100%', sm: '0 0 260px' } }}>
              <SubCategorySelect
                categoryId={state.category}
                value={state.subCategory}
                onChange={(subCategory) => apply({ subCategory })}
              />
            </Box>
          )}
          <Box sx={{ flex: '1 1 260px', maxWidth: { sm: 380 } }}>
            <PriceFilter
              value={{ min: state.min, max: state.max }}
              domain={first?.priceRange}
              onChange={({ min, max }) => apply({ min, max })}
            />
          </Box>
        </Box>
      </Box>
      <Typography
        role="status"
        color="text.secondary"
        className="tabular-nums"
        sx={{ mb: 1.5, minHeight: '1.5em' }}
      >
        {first ? resultCount(first.total, POST_COUNT_CAP) : ''}
      </Typography>
      <ListingGrid
        query={listings}
        label="Search results"
        empty={
          <EmptyState
            icon={<SearchOffOutlined />}
            title="No listing matches"
            action={
              isFiltered && (
                <Button
                  onClick={() => {
                    setText('');
                    setParams(new URLSearchParams(), { preventScrollReset: true });
                  }}
                >
                  Clear the filters
                </Button>
              )
            }
          >
            Try fewer words, another category or a wider price range.
          </EmptyState>
        }
      />
    </>
  );
}

function SubCategorySelect({
  categoryId,
  value,
  onChange,
}: {
  categoryId: string;
  value: string | null;
  onChange: (subCategory: string | null) => void;
}) {
  const subs = useQuery(subCategoriesQuery(categoryId));
  if (subs.isPending) return <Skeleton variant="rounded" height={40} />;
  return (
    <TextField
      select
      size="small"
      label="Sub-category"
      value={subs.isSuccess && subs.data.some((s) => s.id === value) ? (value ?? '') : ''}
      onChange={(e) => onChange(e.target.value || null)}
      disabled={subs.isError}
      helperText={subs.isError ? 'Sub-categories could not be loaded' : undefined}
      fullWidth
    >
      <MenuItem value="">All sub-categories</MenuItem>
      {(subs.data ?? []).map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
