import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { POST_COUNT_CAP, PRICE_RANGE_DEFAULT } from '@dawa/contract';
import { CategoryChips } from '../../components/listing/category-chips.tsx';
import { ListingGrid } from '../../components/listing/listing-grid.tsx';
import { resultCount } from '../../components/listing/listing-format.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { useWords } from '../../i18n/words.ts';
import { homeWords } from './i18n/index.ts';
import { PriceFilter } from '../../components/listing/price-filter.tsx';
import { SearchInput } from '../../components/listing/search-input.tsx';
import { EmptyState } from '../../components/list/empty-state.tsx';
import { marketplaceFilter, postListQuery } from '../../lib/posts.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { useSearchParam } from '../../components/list/use-search-param.ts';

/**
 * The marketplace on the front page: a search box (its words in the address), the category chips
 * and the price range (both in the app store, docs/product.md#client-state), and the endless grid, last on the
 * page.
 */
export default function MarketplaceSection() {
  // The words live in the address (`/?q=`): Back from a listing finds the same results, and a
  // search can be shared.
  const { text, setText, search: searchKey } = useSearchParam('q');
  const t = useWords(homeWords);
  const locale = useLocale();
  const category = useAppStore((s) => s.selectedCategoryState);
  const setCategory = useAppStore((s) => s.setSelectedCategory);
  const priceRange = useAppStore((s) => s.priceRange);
  const setPriceRange = useAppStore((s) => s.setPriceRange);

  const filter = marketplaceFilter(searchKey, { category, priceRange });
  const listings = useInfiniteQuery({
    ...postListQuery(filter),
    placeholderData: keepPreviousData,
  });
  const domain = listings.data?.pages[0]?.posts.priceRange;
  const isFiltered =
    !!searchKey || !!category || priceRange.min_price > 0 || priceRange.max_price > 0;

  const total = listings.data?.pages[0]?.posts.total;
  // The same search on /search, where sub-categories, location and sort join in.
  const moreFilters = new URLSearchParams();
  if (searchKey) moreFilters.set('q', searchKey);
  if (category) moreFilters.set('category', category);
  if (priceRange.min_price > 0) moreFilters.set('min', String(priceRange.min_price));
  if (priceRange.max_price > 0) moreFilters.set('max', String(priceRange.max_price));

  const clearAll = () => {
    setText('');
    setCategory(null);
    setPriceRange({ ...PRICE_RANGE_DEFAULT });
  };

  return (
    <Box component="section" aria-labelledby="marketplace-title">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography id="marketplace-title" variant="h2" sx={{ mr: 'auto' }}>
          {isFiltered ? t('matching') : t('latest')}
        </Typography>
        {/* A real form: before the app runs (or without JavaScript) Enter opens /search?q=…; the
            app searches as the words are typed, so it keeps the page. */}
        <Box
          component="form"
          role="search"
          action="/search"
          method="get"
          onSubmit={(event: React.FormEvent<HTMLFormElement>) => event.preventDefault()}
          sx={{ width: { xs: '100%', sm: 360 } }}
        >
          <SearchInput
            value={text}
            onChange={setText}
            name="q"
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
          />
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
          mb: 1.5,
        }}
      >
        <CategoryChips value={category} onChange={setCategory} />
        <PriceFilter
          value={{ min: priceRange.min_price, max: priceRange.max_price }}
          domain={domain}
          onChange={({ min, max }) => setPriceRange({ min_price: min, max_price: max })}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1.5, minHeight: '1.5em' }}>
        <Typography role="status" color="textSecondary" className="tabular-nums">
          {isFiltered && total !== undefined ? resultCount(total, POST_COUNT_CAP, locale) : ''}
        </Typography>
        <Link
          component={RouterLink}
          to={`/search${moreFilters.size > 0 ? `?${moreFilters.toString()}` : ''}`}
          sx={{ ml: 'auto', fontWeight: 500 }}
        >
          {t('moreFilters')}
        </Link>
      </Box>
      <ListingGrid
        query={listings}
        label={isFiltered ? t('matching') : t('latest')}
        empty={
          isFiltered ? (
            <EmptyState
              icon={<SearchOffOutlined />}
              title={t('noMatch')}
              action={<Button onClick={clearAll}>{t('clearFilters')}</Button>}
            >
              {t('noMatchText')}
            </EmptyState>
          ) : (
            <EmptyState
              icon={<StorefrontOutlined />}
              title={t('noListings')}
              action={
                <Button component={RouterLink} to="/post/step-1-media-upload" variant="contained">
                  {t('postFirst')}
                </Button>
              }
            >
              {t('noListingsText')}
            </EmptyState>
          )
        }
      />
    </Box>
  );
}
