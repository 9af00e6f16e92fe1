import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { Link as RouterLink } from 'react-router';
import type { TChatListingCard, TChatMessage } from '@dawa/contract';
import { formatPrice } from '../../../components/listing/listing-format.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { useWords } from '../../../i18n/words.ts';
import { chatWords } from '../i18n/index.ts';
import { chatMessage } from '../model/chat-messages.ts';
import { clockTime } from '../model/day-groups.ts';
import { senderLabel, type RoomSides } from '../model/room.ts';
import { OfferCard, OfferUpdate } from './offer-card.tsx';
import type { Outgoing } from './use-outbox.ts';

function Bubble({
  mine,
  children,
  label,
  sender,
}: {
  mine: boolean;
  children: React.ReactNode;
  label?: string;
  /** Who sent it, shown above it (a shared inbox's team member). */
  sender?: string | null;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        px: 1.5,
        py: 0.25,
      }}
    >
      {sender && <SenderName name={sender} />}
      <Box
        role="article"
        aria-label={label}
        data-testid={mine ? 'message-mine' : 'message-theirs'}
        sx={{
          maxWidth: 'min(80%, 520px)',
          minWidth: 0,
          px: 1.5,
          py: 1,
          borderRadius: '12px',
          borderBottomRightRadius: mine ? 4 : 12,
          borderBottomLeftRadius: mine ? 12 : 4,
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
          overflowWrap: 'anywhere',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

function Meta({ createdAt, tick }: { createdAt: string; tick?: React.ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 0.5,
        alignItems: 'center',
        justifyContent: 'flex-end',
        mt: 0.25,
        opacity: 0.8,
        fontSize: '0.75rem',
      }}
    >
      <span>{clockTime(createdAt)}</span>
      {tick}
    </Box>
  );
}

/** The team member who sent a message of a shared inbox. */
function SenderName({ name }: { name: string }) {
  return (
    <Typography
      variant="caption"
      color="textSecondary"
      noWrap
      sx={{ maxWidth: 'min(80%, 520px)', px: 0.5 }}
      data-testid="message-sender"
    >
      {name}
    </Typography>
  );
}

/** Sent, or seen by the other member: icon plus words for screen readers (colour is not enough). */
function ReadTick({ seen }: { seen: boolean }) {
  const t = useWords(chatWords);
  const Icon = seen ? DoneAllOutlined : DoneOutlined;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex' }}
      title={seen ? t('seen') : t('sent')}
      data-testid={seen ? 'tick-seen' : 'tick-sent'}
    >
      <Icon sx={{ fontSize: 16 }} aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {seen ? t('seen') : t('sent')}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function ListingCardView({ listing }: { listing: TChatListingCard }) {
  const t = useWords(chatWords);
  const locale = useLocale();
  return (
    <Link
      component={RouterLink}
      to={`/listing/${listing.id}`}
      underline="none"
      color="inherit"
      sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}
      data-testid="listing-card"
    >
      {listing.thumbnailUrl && (
        <Box
          component="img"
          src={listing.thumbnailUrl}
          alt=""
          sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: '8px', flexShrink: 0 }}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {listing.title}
        </Typography>
        <Typography variant="caption" component="p">
          {listing.available ? formatPrice(listing, locale) : t('noLongerAvailable')}
        </Typography>
      </Box>
    </Link>
  );
}

export function MessageItem({
  message,
  sides,
  mine,
  otherReadSeq,
}: {
  message: TChatMessage;
  sides: RoomSides;
  /** From the user's side: their own, or a colleague's in a shared inbox. */
  mine: boolean;
  otherReadSeq: number;
}) {
  const t = useWords(chatWords);
  const { userId } = sides;
  const tick = mine ? <ReadTick seen={message.seq <= otherReadSeq} /> : undefined;
  const sender = senderLabel(sides, message);
  switch (message.message_type) {
    case 'TEXT':
      return (
        <Bubble mine={mine} sender={sender}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {message.message}
          </Typography>
          <Meta createdAt={message.createdAt} tick={tick} />
        </Bubble>
      );
    case 'IMAGE':
      return (
        <Bubble mine={mine} sender={sender}>
          {message.image && (
            <Link href={message.image.url} target="_blank" rel="noopener" sx={{ display: 'block' }}>
              <Box
                component="img"
                src={message.image.thumbnailUrl}
                alt={message.message || t('photo')}
                data-testid="message-image"
                sx={{ display: 'block', maxWidth: '100%', width: 240, borderRadius: '8px' }}
              />
            </Link>
          )}
          {message.message && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
              {message.message}
            </Typography>
          )}
          <Meta createdAt={message.createdAt} tick={tick} />
        </Bubble>
      );
    case 'LISTING':
      return (
        <Bubble mine={mine} sender={sender}>
          {message.listing ? <ListingCardView listing={message.listing} /> : message.message}
          <Meta createdAt={message.createdAt} tick={tick} />
        </Bubble>
      );
    case 'OFFER':
      if (!message.offer) return null;
      return message.offer_status === 'PENDING' ? (
        <OfferCard
          message={message}
          offer={message.offer}
          userId={userId}
          mine={mine}
          canDecide={sides.isShared ? userId !== sides.buyerId : message.offer.seller_id === userId}
          sender={sender}
          tick={tick}
        />
      ) : (
        <OfferUpdate message={message} />
      );
  }
}

/** A message not yet confirmed by the server: sending (with upload progress) or failed. */
export function OutgoingItem({
  item,
  onRetry,
  onDiscard,
}: {
  item: Outgoing;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const t = useWords(chatWords);
  const failed = item.status === 'failed';
  return (
    <Box sx={{ opacity: failed ? 1 : 0.75 }} data-testid="message-outgoing">
      <Bubble mine label={failed ? t('notSent') : t('sending')}>
        {item.previewUrl && (
          <Box
            component="img"
            src={item.previewUrl}
            alt={t('photoBeingSent')}
            sx={{ display: 'block', maxWidth: '100%', width: 240, borderRadius: '8px' }}
          />
        )}
        {item.kind === 'IMAGE' && !failed && item.progress !== undefined && item.progress < 1 && (
          <LinearProgress
            variant="determinate"
            value={Math.round(item.progress * 100)}
            aria-label={t('uploadProgress')}
            color="inherit"
            sx={{ mt: 0.5 }}
          />
        )}
        {item.text && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {item.text}
          </Typography>
        )}
        <Meta
          createdAt={item.createdAt}
          tick={
            failed ? (
              <ErrorOutlineOutlined sx={{ fontSize: 16 }} aria-hidden />
            ) : (
              <ScheduleOutlined sx={{ fontSize: 16 }} aria-hidden />
            )
          }
        />
      </Bubble>
      {failed && (
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
          }}
        >
          <Typography variant="caption" color="error" role="alert">
            {item.error ? chatMessage(t, item.error) : t('notSent')}
          </Typography>
          <Button size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
          <Button size="small" color="inherit" onClick={onDiscard}>
            {t('discard')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
