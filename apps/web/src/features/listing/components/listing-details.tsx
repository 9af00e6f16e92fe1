import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TPostDetail } from '@dawa/contract';
import { FactList } from '../../../components/page/fact-list.tsx';
import { conditionLabel, formatMoney } from '../../../components/listing/listing-format.ts';
import { formatDate } from '../../../lib/format.ts';
import { formatNumber } from '@dawa/contract';

/** Text a seller wrote, line breaks kept. */
const Prose = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
    {children}
  </Box>
);

/** Every field of the listing that has a value, as label/value pairs. */
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

/** The description and the facts of a listing. */
export function ListingDetails({ post }: { post: TPostDetail }) {
  return (
    <>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Description
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 3 }}>
        {post.description}
      </Typography>
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        Details
      </Typography>
      <FactList facts={listingFacts(post)} />
    </>
  );
}
