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
import { formatNumber } from '@dawa/contract';

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
export function productFacts(post: TPostDetail): [string, ReactNode][] {
  const facts: [string, ReactNode][] = [];
  if (post.expiry_date) facts.push(['Expiry date', formatExpiry(post.expiry_date)]);
  if (post.pack_size) facts.push(['Pack size', post.pack_size]);
  if (post.quantity_available != null)
    facts.push(['Quantity available', formatStock(post.quantity_available)]);
  if (post.min_order_quantity != null)
    facts.push([
      'Minimum order',
      `${formatNumber(post.min_order_quantity)} ${post.min_order_quantity === 1 ? 'pack' : 'packs'}`,
    ]);
  if (post.manufacturer) facts.push(['Manufacturer', post.manufacturer]);
  if (post.registration_number) facts.push(['Registration number', post.registration_number]);
  return facts;
}

/** Every other field of the listing that has a value, as label/value pairs. */
export function listingFacts(post: TPostDetail): [string, ReactNode][] {
  const facts: [string, ReactNode][] = [];
  const add = (label: string, value: ReactNode) => {
    if (value !== null && value !== undefined && value !== '') facts.push([label, value]);
  };
  add('Category', `${post.category.name} › ${post.subCategory.name}`);
  add('Condition', conditionLabel(post.condition));
  add('Location', post.location);
  if (post.bulk_available)
    add(
      'Bulk offer',
      post.bulk_price != null && post.bulk_quantity != null
        ? `${formatMoney(post.bulk_price)} each from ${formatNumber(post.bulk_quantity)} units`
        : 'Available',
    );
  add('Delivery', post.delivery_available ? 'Available' : 'Not offered');
  add('Delivery note', post.delivery_note && <Prose>{post.delivery_note}</Prose>);
  add('Colour', post.color);
  add('Size', post.size);
  add('Warranty', post.warranty_note && <Prose>{post.warranty_note}</Prose>);
  add('Sell policy', post.user_sell_policy && <Prose>{post.user_sell_policy}</Prose>);
  add(
    'Terms and conditions',
    post.user_terms_and_conditions && <Prose>{post.user_terms_and_conditions}</Prose>,
  );
  add('Additional note', post.additional_note && <Prose>{post.additional_note}</Prose>);
  // In the reader's time zone, which the server's drawing of the page cannot know.
  add('Posted', <span suppressHydrationWarning>{formatDate(post.createdAt)}</span>);
  return facts;
}

/** The description, the product details and the other facts of a listing. */
export function ListingDetails({ post }: { post: TPostDetail }) {
  const product = productFacts(post);
  return (
    <>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Description
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 3 }}>
        {post.description}
      </Typography>
      {product.length > 0 && (
        <Box component="section" aria-labelledby="product-details-title" sx={{ mb: 3 }}>
          <Typography id="product-details-title" variant="h2" sx={{ mb: 1.5 }}>
            Product details
          </Typography>
          <FactList facts={product} />
        </Box>
      )}
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        Details
      </Typography>
      <FactList facts={listingFacts(post)} />
    </>
  );
}
