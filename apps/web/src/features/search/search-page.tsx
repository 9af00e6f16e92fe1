import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useAddressParams } from '../../lib/use-address-params.ts';
import { POST_COUNT_CAP } from '@dawa/contract';
import { CategoryChips } from '../../components/listing/category-chips.tsx';
import { resultCount } from '../../components/listing/listing-format.ts';
import { ListingGrid } from '../../components/listing/listing-grid.tsx';
import { PriceFilter } from '../../components/listing/price-filter.tsx';
import { SearchInput } from '../../components/listing/search-input.tsx';
import { EmptyState } from '../../components/list/empty-state.tsx';
import { postListQuery } from '../../lib/posts.ts';
import { LocationField } from './components/location-field.tsx';
import { ShelfLifeSelect } from './components/shelf-life-select.tsx';
import { SortSelect } from './components/sort-select.tsx';
import { SubCategoryChips } from './components/sub-category-chips.tsx';
import {
  isFiltered,
  patchSearch,
  readSearch,
  toFilter,
  writeSearch,
  type SearchState,
} from '../../lib/search-params.ts';
import { useTextFilter } from './use-text-filter.ts';
import { useWords } from '../../i18n/words.ts';
import { searchWords } from './i18n/index.ts';
import { useLocale } from '../../i18n/locale.tsx';

/**
 * /search, open to visitors: the marketplace grid with every filter in the address (q, category,
 * subCategory, min, max, location, shelfLife, sort), so a result can be shared and Back undoes the last
 * filter. The filters stay compact, so on a phone the count and the first results show without
 * scrolling.
 */
export function Component() {
  const [params, writeAddress] = useAddressParams();
  const state = readSearch(params);

  const apply = (patch: Partial<SearchState>, replace = false) => {
    words.endSession();
    place.endSession();
    writeAddress((live) => writeSearch(patchSearch(readSearch(live), patch)), {
      replace,
      preventScrollReset: true,
    });
  };
  const commitText =
    (key: 'q' | 'location') =>
    (value: string, { replace }: { replace: boolean }) =>
      writeAddress((live) => writeSearch(patchSearch(readSearch(live), { [key]: value })), {
        replace,
        preventScrollReset: true,
      });
  const words = useTextFilter(state.q, commitText('q'));
  const place = useTextFilter(state.location, commitText('location'));

  const listings = useInfiniteQuery({
    ...postListQuery(toFilter(state)),
    placeholderData: keepPreviousData,
  });
  const first = listings.data?.pages[0]?.posts;
  const t = useWords(searchWords);
  const locale = useLocale();

  return (
    <>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.375rem', sm: '1.75rem' }, mb: { xs: 1.5, sm: 2 } }}
      >
        {state.q ? t('resultsFor', { q: state.q }) : t('title')}
      </Typography>
      <Box
        role="search"
        aria-label={t('filters')}
        sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.25, sm: 2 }, mb: 2 }}
      >
        <SearchInput
          value={words.text}
          onChange={words.setText}
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          sx={{ maxWidth: 640 }}
        />
        <CategoryChips value={state.category} onChange={(category) => apply({ category })} />
        {state.category && (
          <SubCategoryChips
            categoryId={state.category}
            value={state.subCategory}
            onChange={(subCategory) => apply({ subCategory })}
          />
        )}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 1.25, sm: 2 },
            alignItems: 'center',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'minmax(0, 240px) minmax(0, 190px) minmax(0, 190px) minmax(200px, 340px)',
            },
          }}
        >
          <LocationField
            text={place.text}
            onText={place.setText}
            onPick={(location) => {
              // Typing "Bo" then picking "Bole" is one step back, not two.
              apply({ location }, place.pick(location).replace);
            }}
            onBlur={place.endSession}
          />
          <SortSelect value={state.sort} onChange={(sort) => apply({ sort })} />
          <ShelfLifeSelect value={state.shelfLife} onChange={(shelfLife) => apply({ shelfLife })} />
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, px: { md: 1 } }}>
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
        color="textSecondary"
        className="tabular-nums"
        sx={{ mb: 1.5, minHeight: '1.5em' }}
      >
        {first ? resultCount(first.total, POST_COUNT_CAP, locale) : ''}
      </Typography>
      <ListingGrid
        query={listings}
        label={t('results')}
        empty={
          <EmptyState
            icon={<SearchOffOutlined />}
            title={t('noMatch')}
            action={
              isFiltered(state) && (
                <Button
                  onClick={() => {
                    words.setText('');
                    place.setText('');
                    words.endSession();
                    place.endSession();
                    writeAddress(() => new URLSearchParams(), { preventScrollReset: true });
                  }}
                >
                  {t('clearFilters')}
                </Button>
              )
            }
          >
            {t('noMatchText')}
          </EmptyState>
        }
      />
    </>
  );
}
