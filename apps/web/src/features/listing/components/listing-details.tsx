import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TPostDetail } from '@dawa/contract';
import { FactList } from '../../../components/page/fact-list.tsx';
import {
  conditionLabel,
  formatExpiry,
  formatMoney,
  formatStock,
} from '../../../components/listing/listing-format.ts';
import { formatDate } from '../../../lib/format.ts';
import type { Locale } from '@dawa/contract';
import { useLocale } from '../../../i18n/locale.tsx';
import { useWords, type T } from '../../../i18n/words.ts';
import type pageEn from '../i18n/en.ts';
import { listingPageWords } from '../i18n/index.ts';

type Words = T<typeof pageEn>;

/** Text a seller wrote, line breaks kept. */
const Prose = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
    {children}
  </Box>
);

/**
 * The product's own facts (issue 31): expiry, pack, stock, minimum order, maker, registration.
 * Empty when the seller gave none.
 */
export function productFacts(
  post: TPostDetail,
  t: Words,
  locale: Locale = 'en',
): [string, ReactNode][] {
  const facts: [string, ReactNode][] = [];
  if (post.expiry_date) facts.push([t('expiryDate'), formatExpiry(post.expiry_date, locale)]);
  if (post.pack_size) facts.push([t('packSize'), post.pack_size]);
  if (post.quantity_available != null)
    facts.push([t('quantityAvailable'), formatStock(post.quantity_available, locale)]);
  if (post.min_order_quantity != null)
    facts.push([t('minimumOrder'), t('packs', { count: post.min_order_quantity })]);
  if (post.manufacturer) facts.push([t('manufacturer'), post.manufacturer]);
  if (post.registration_number) facts.push([t('registrationNumber'), post.registration_number]);
  return facts;
}

/** Every other field of the listing that has a value, as label/value pairs. */
export function listingFacts(
  post: TPostDetail,
  t: Words,
  locale: Locale = 'en',
): [string, ReactNode][] {
  const facts: [string, ReactNode][] = [];
  const add = (label: string, value: ReactNode) => {
    if (value !== null && value !== undefined && value !== '') facts.push([label, value]);
  };
  add(t('category'), `${post.category.name} › ${post.subCategory.name}`);
  add(t('condition'), conditionLabel(post.condition, locale));
  add(t('location'), post.location);
  if (post.bulk_available)
    add(
      t('bulkOffer'),
      post.bulk_price != null && post.bulk_quantity != null
        ? t('bulkEach', {
            price: formatMoney(post.bulk_price, undefined, locale),
            count: post.bulk_quantity,
          })
        : t('available'),
    );
  add(t('delivery'), post.delivery_available ? t('available') : t('notOffered'));
  add(t('deliveryNote'), post.delivery_note && <Prose>{post.delivery_note}</Prose>);
  add(t('colour'), post.color);
  add(t('size'), post.size);
  add(t('warranty'), post.warranty_note && <Prose>{post.warranty_note}</Prose>);
  add(t('sellPolicy'), post.user_sell_policy && <Prose>{post.user_sell_policy}</Prose>);
  add(
    t('terms'),
    post.user_terms_and_conditions && <Prose>{post.user_terms_and_conditions}</Prose>,
  );
  add(t('additionalNote'), post.additional_note && <Prose>{post.additional_note}</Prose>);
  // In the reader's time zone, which the server's drawing of the page cannot know.
  add(t('posted'), <span suppressHydrationWarning>{formatDate(post.createdAt, locale)}</span>);
  return facts;
}

/** The description, the product details and the other facts of a listing. */
export function ListingDetails({ post }: { post: TPostDetail }) {
  const t = useWords(listingPageWords);
  const locale = useLocale();
  const product = productFacts(post, t, locale);
  return (
    <>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('description')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 3 }}>
        {post.description}
      </Typography>
      {product.length > 0 && (
        <Box component="section" aria-labelledby="product-details-title" sx={{ mb: 3 }}>
          <Typography id="product-details-title" variant="h2" sx={{ mb: 1.5 }}>
            {t('productDetails')}
          </Typography>
          <FactList facts={product} />
        </Box>
      )}
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        {t('details')}
      </Typography>
      <FactList facts={listingFacts(post, t, locale)} />
    </>
  );
}
