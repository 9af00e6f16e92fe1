import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import type { TChatMessage, TChatOffer, TOfferDecision, TOfferStatus } from '@dawa/contract';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { formatMoney } from '../../../components/listing/listing-format.ts';
import { notify } from '../../../lib/notify.ts';
import { useDecideOffer } from '../api/chat-api.ts';

const STATUS: Record<
  TOfferStatus,
  { label: string; color: 'default' | 'success' | 'error' | 'warning' }
> = {
  PENDING: { label: 'Waiting for the seller', color: 'warning' },
  ACCEPTED: { label: 'Accepted', color: 'success' },
  DECLINED: { label: 'Declined', color: 'error' },
  WITHDRAWN: { label: 'Withdrawn', color: 'default' },
};

/**
 * The offer itself, in its current state; the seller answers it (in a shared inbox, anyone of the
 * team), the buyer may withdraw it.
 */
export function OfferCard({
  message,
  offer,
  userId,
  mine,
  canDecide,
  sender,
  tick,
}: {
  message: TChatMessage;
  offer: TChatOffer;
  userId: string;
  mine: boolean;
  /** The user is on the seller's side: they accept or decline. */
  canDecide: boolean;
  /** Who of a shared inbox's team made it, when shown. */
  sender?: string | null;
  tick?: ReactNode;
}) {
  const decide = useDecideOffer(userId, message.chat_room_id);
  const status = STATUS[offer.status];
  const isPending = offer.status === 'PENDING';
  const answer = (next: TOfferDecision) =>
    decide.mutate(
      { offerId: offer.id, status: next },
      { onError: (error) => notify.error(errorMessage(error)) },
    );
  const title = message.listing?.title;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        px: 1.5,
        py: 0.5,
      }}
    >
      {sender && (
        <Typography variant="caption" color="textSecondary" noWrap sx={{ px: 0.5 }}>
          {sender}
        </Typography>
      )}
      <Paper
        variant="outlined"
        role="article"
        aria-label={`Offer, ${status.label}`}
        data-testid="offer-card"
        data-status={offer.status}
        sx={{ p: 1.5, borderRadius: '12px', width: 'min(100%, 320px)' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <LocalOfferOutlined color="secondary" fontSize="small" aria-hidden />
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            Offer
          </Typography>
          <Chip size="small" label={status.label} color={status.color} variant="outlined" />
        </Box>
        {title && (
          <Typography variant="body2" noWrap>
            {title}
          </Typography>
        )}
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {offer.quantity} × {formatMoney(offer.unit_price)}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          color="secondary"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {formatMoney(offer.total)}
        </Typography>
        {isPending && canDecide && (
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button
              variant="contained"
              size="small"
              disabled={decide.isPending}
              onClick={() => answer('ACCEPTED')}
            >
              Accept
            </Button>
            <Button
              variant="outlined"
              color="error"
              size="small"
              disabled={decide.isPending}
              onClick={() => answer('DECLINED')}
            >
              Decline
            </Button>
          </Box>
        )}
        {isPending && offer.buyer_id === userId && (
          <Button
            size="small"
            sx={{ mt: 1 }}
            disabled={decide.isPending}
            onClick={() => answer('WITHDRAWN')}
          >
            Withdraw offer
          </Button>
        )}
        {tick && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', color: 'text.secondary' }}>
            {tick}
          </Box>
        )}
      </Paper>
    </Box>
  );
}

/** An answer to an offer, as a line in the conversation ("Offer accepted"). */
export function OfferUpdate({ message }: { message: TChatMessage }) {
  const status = message.offer_status ?? 'PENDING';
  const words: Record<TOfferStatus, string> = {
    PENDING: 'Offer made',
    ACCEPTED: 'Offer accepted',
    DECLINED: 'Offer declined',
    WITHDRAWN: 'Offer withdrawn',
  };
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', py: 0.5 }}
      data-testid="offer-update"
      data-status={status}
    >
      <Chip
        size="small"
        icon={<LocalOfferOutlined />}
        label={`${words[status]} by ${message.sender_user.fullName}`}
        color={STATUS[status].color}
        variant="outlined"
      />
    </Box>
  );
}
