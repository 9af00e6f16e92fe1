import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { ChatWithSellerButton } from '../../components/chat/chat-with-seller-button.tsx';
import { isUuid } from '../../lib/ids.ts';
import type { TShop } from '@dawa/contract';
import { EmptyState, ErrorState } from '../../components/list/list-states.tsx';
import { ListingGrid } from '../../components/listing/listing-grid.tsx';
import { SearchInput } from '../../components/listing/search-input.tsx';
import { useSearchParam } from '../../components/list/use-search-param.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatPhone, telHref } from '../../lib/format.ts';
import { postListQuery } from '../../lib/posts.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useSellingAs } from '../../lib/selling.ts';
import { shopListingsFilter, shopQuery } from './shop-api.ts';
import { usePageTitle } from '../../components/page/use-document-title.ts';
import { useWords } from '../../i18n/words.ts';
import { shopWords } from './i18n/index.ts';

type ShopListingsQuery = Parameters<typeof ListingGrid>[0]['query'];

/** /shop/:id: a seller's shop, where it delivers, and its listings. */
export function Component() {
  const t = useWords(shopWords);
  const { id = '' } = useParams();
  const isId = isUuid(id);
  const shop = useQuery({ ...shopQuery(id), enabled: isId });
  usePageTitle(shop.data?.name ?? null);

  const isMissing =
    !isId ||
    (shop.error instanceof ApiError && (shop.error.status === 404 || shop.error.status === 400));
  if (isMissing)
    return (
      <EmptyState
        headingLevel="h1"
        icon={<StorefrontOutlined />}
        title={t('notFound')}
        action={
          <Button component={RouterLink} to="/" variant="contained">
            {t('browse')}
          </Button>
        }
      >
        {t('notFoundText')}
      </EmptyState>
    );
  if (shop.isPending) return <ShopHeaderSkeleton />;
  if (shop.isError) return <ErrorState error={shop.error} onRetry={() => void shop.refetch()} />;
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <ShopPageBody shop={shop.data} />
    </Box>
  );
}

/**
 * The header and the listings. The owner sees their listings awaiting review too (with a badge),
 * so the count is the one of the list shown, never a different number from the shop record.
 */
function ShopPageBody({ shop }: { shop: TShop }) {
  // An organisation's shop is its managers' (decision 018); a person's own, theirs.
  const isMine = useAuthStore((s) => s.userInfo?.id === shop.owner_id);
  const selling = useSellingAs();
  const isOwner = shop.organisation
    ? selling.organisation?.id === shop.organisation.id && selling.canSell
    : isMine;
  const { text, setText, search } = useSearchParam('q');
  const listings = useInfiniteQuery({
    ...postListQuery({
      // As the document answers it for a visitor (app/route-data.ts): the server draws it.
      ...shopListingsFilter(shop.id, search),
      // The owner's own view would hold drafts and sold ones too: the shop shows what is on sale.
      ...(isOwner && { status: 'ACTIVE' as const }),
    }),
    placeholderData: keepPreviousData,
  });
  const shown = search ? undefined : listings.data?.pages[0]?.posts.total;
  return (
    <>
      <ShopHeader shop={shop} isOwner={isOwner} count={shown ?? shop.listings} />
      <ShopListings
        shop={shop}
        listings={listings}
        search={{ text, setText, search }}
        count={shown ?? shop.listings}
      />
    </>
  );
}

function ShopHeader({ shop, isOwner, count }: { shop: TShop; isOwner: boolean; count: number }) {
  const t = useWords(shopWords);
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, sm: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'auto minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Avatar
            src={shop.logo ?? undefined}
            alt={shop.logo ? t('logo', { name: shop.name }) : undefined}
            variant="rounded"
            sx={{
              width: { xs: 88, sm: 120 },
              height: { xs: 88, sm: 120 },
              bgcolor: 'action.selected',
              color: 'primary.main',
              '& svg': { fontSize: 48 },
            }}
          >
            <StorefrontOutlined />
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Box
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
              }}
            >
              <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
                {shop.name}
              </Typography>
              {isOwner && (
                <Button
                  component={RouterLink}
                  to="/my-shop/edit"
                  variant="outlined"
                  size="small"
                  startIcon={<EditOutlined />}
                >
                  {t('edit')}
                </Button>
              )}
              {!isOwner && <ChatWithSellerButton sellerId={shop.owner_id} />}
            </Box>
            {shop.description && (
              <Typography
                color="textSecondary"
                sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {shop.description}
              </Typography>
            )}
            <Stack spacing={1} sx={{ mt: 2 }}>
              <Fact icon={<LocationOnOutlined />}>
                {shop.address}, {shop.city}
              </Fact>
              {shop.phone_number && (
                <Fact icon={<PhoneOutlined />}>
                  <Link href={telHref(shop.phone_number)} className="tabular-nums">
                    {formatPhone(shop.phone_number)}
                  </Link>
                </Fact>
              )}
              <Fact icon={<Inventory2Outlined />}>{t('listingCount', { count })}</Fact>
            </Stack>
            <DeliveryLocations shop={shop} />
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

function Fact({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', mt: '1px' }}>
        {icon}
      </Box>
      <Typography component="div" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

function DeliveryLocations({ shop }: { shop: TShop }) {
  const t = useWords(shopWords);
  return (
    <Box component="section" aria-labelledby="shop-delivery-title" sx={{ mt: 2.5 }}>
      <Typography
        id="shop-delivery-title"
        variant="subtitle2"
        component="h2"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
      >
        <LocalShippingOutlined fontSize="small" aria-hidden />
        {t('deliversTo')}
      </Typography>
      {shop.delivery_locations.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('noDelivery')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
          {shop.delivery_locations.map((l, i) => (
            <Box component="li" key={`${l.location_name}-${String(i)}`} sx={{ listStyle: 'none' }}>
              <Chip
                variant="outlined"
                label={`${l.location_name} · ${l.time_range}`}
                sx={{ maxWidth: '100%' }}
              />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The shop's listings, searchable within the shop (the words in the address, `?q=`). */
function ShopListings({
  shop,
  listings,
  search: { text, setText, search },
  count,
}: {
  shop: TShop;
  listings: ShopListingsQuery;
  search: ReturnType<typeof useSearchParam>;
  count: number;
}) {
  const t = useWords(shopWords);
  return (
    <Box component="section" aria-labelledby="shop-listings-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography id="shop-listings-title" variant="h2" sx={{ mr: 'auto' }}>
          {t('listings')}
        </Typography>
        {/* Worth a box only where there is something to look through. */}
        {(count > 10 || search) && (
          <SearchInput
            value={text}
            onChange={setText}
            label={t('searchLabel', { name: shop.name })}
            placeholder={t('searchPlaceholder')}
            sx={{ width: { xs: '100%', sm: 320 } }}
          />
        )}
      </Box>
      <ListingGrid
        query={listings}
        label={t('listingsOf', { name: shop.name })}
        empty={
          search ? (
            <EmptyState
              icon={<SearchOffOutlined />}
              title={t('noMatch')}
              action={<Button onClick={() => setText('')}>{t('showAll')}</Button>}
            >
              {t('noMatchText')}
            </EmptyState>
          ) : (
            <EmptyState icon={<Inventory2Outlined />} title={t('noListings')}>
              {t('noListingsText')}
            </EmptyState>
          )
        }
      />
    </Box>
  );
}

function ShopHeaderSkeleton() {
  const t = useWords(shopWords);
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }} role="status" aria-label={t('loading')} aria-busy>
      <Card sx={{ mb: 3 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 }, display: 'flex', gap: 3 }}>
          <Skeleton variant="rounded" width={120} height={120} sx={{ flexShrink: 0 }} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="50%" height={40} />
            <Skeleton width="80%" />
            <Skeleton width="40%" />
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
