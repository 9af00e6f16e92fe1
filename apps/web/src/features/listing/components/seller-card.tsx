import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { Link as RouterLink } from 'react-router';
import type { TPostSeller } from '@dawa/contract';
import { ChatWithSellerButton } from '../../../components/chat/chat-with-seller-button.tsx';
import { formatDate, initials } from '../../../lib/format.ts';
import { ContactPhone } from './contact-phone.tsx';
import { useWords } from '../../../i18n/words.ts';
import { listingPageWords } from '../i18n/index.ts';
import { useLocale } from '../../../i18n/locale.tsx';

/** Who sells: name, picture, shop (linking to its page), and how to reach them. */
export function SellerCard({
  seller,
  contactPhone,
  isOwn,
  postId,
}: {
  seller: TPostSeller;
  /** The listing the chat is about. */
  postId?: string;
  /** The phone the seller gave for this listing. */
  contactPhone: string;
  isOwn: boolean;
}) {
  const t = useWords(listingPageWords);
  const locale = useLocale();
  return (
    <Card>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Typography variant="overline" color="textSecondary" component="h2">
          {t('seller')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mt: 0.5 }}>
          {/* An organisation sells (docs/decisions/018): its name leads, the member who posted follows. */}
          <Avatar
            src={seller.organisation ? undefined : (seller.picture ?? undefined)}
            alt=""
            sx={{ width: 48, height: 48 }}
          >
            {initials(seller.organisation?.name ?? seller.fullName)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {seller.organisation?.name ?? seller.fullName}
            </Typography>
            {seller.organisation && (
              <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('postedBy', { name: seller.fullName })}
              </Typography>
            )}
            {/* A date in the reader's time zone, which the server's drawing cannot know. */}
            <Typography variant="body2" color="textSecondary" suppressHydrationWarning>
              {t('onDawaSince', { date: formatDate(seller.createdAt, locale) })}
            </Typography>
          </Box>
        </Box>
        {seller.shop && (
          <Link
            component={RouterLink}
            to={`/shop/${seller.shop.id}`}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mt: 1.5 }}
          >
            <StorefrontOutlined fontSize="small" aria-hidden />
            {seller.shop.name}
          </Link>
        )}
        {!isOwn && (
          <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
            <ContactPhone phone={contactPhone} />
            <ChatWithSellerButton sellerId={seller.id} postId={postId} fullWidth />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
