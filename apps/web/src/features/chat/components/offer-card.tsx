import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import {
  fromWire,
  type TChatMessage,
  type TChatOffer,
  type TOfferDecision,
  type TOfferStatus,
} from '@dawa/contract';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { formatMoneyIn } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { useWords } from '../../../i18n/words.ts';
import { notify } from '../../../lib/notify.ts';
import { useDecideOffer } from '../api/chat-api.ts';
import { chatWords } from '../i18n/index.ts';
import { chatMessage } from '../model/chat-messages.ts';

const STATUS = {
  PENDING: { label: 'statusPending', color: 'warning' },
  ACCEPTED: { label: 'statusAccepted', color: 'success' },
  DECLINED: { label: 'statusDeclined', color: 'error' },
  WITHDRAWN: { label: 'statusWithdrawn', color: 'default' },
} as const satisfies Record<
  TOfferStatus,
  { label: string; color: 'default' | 'success' | 'error' | 'warning' }
>;

/** An answer to an offer, as its line says it ("Offer accepted by Selam"). */
const UPDATE_WORDS = {
  PENDING: 'offerMadeBy',
  ACCEPTED: 'offerAcceptedBy',
  DECLINED: 'offerDeclinedBy',
  WITHDRAWN: 'offerWithdrawnBy',
} as const satisfies Record<TOfferStatus, string>;

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
  const t = useWords(chatWords);
  const locale = useLocale();
  const decide = useDecideOffer(userId, message.chat_room_id);
  const status = STATUS[offer.status];
  const statusLabel = t(status.label);
  const isPending = offer.status === 'PENDING';
  const answer = (next: TOfferDecision) =>
    decide.mutate(
      { offerId: offer.id, status: next },
      { onError: (error) => notify.error(chatMessage(t, errorMessage(error))) },
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
        aria-label={t('offerAria', { status: statusLabel })}
        data-testid="offer-card"
        data-status={offer.status}
        sx={{ p: 1.5, borderRadius: '12px', width: 'min(100%, 320px)' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <LocalOfferOutlined color="secondary" fontSize="small" aria-hidden />
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            {t('offer')}
          </Typography>
          <Chip size="small" label={statusLabel} color={status.color} variant="outlined" />
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
          {t('quantityTimesPrice', {
            quantity: String(offer.quantity),
            price: formatMoneyIn(locale, fromWire(offer.unit_price)),
          })}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          color="secondary"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {formatMoneyIn(locale, fromWire(offer.total))}
        </Typography>
        {isPending && canDecide && (
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button
              variant="contained"
              size="small"
              disabled={decide.isPending}
              onClick={() => answer('ACCEPTED')}
            >
              {t('accept')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              size="small"
              disabled={decide.isPending}
              onClick={() => answer('DECLINED')}
            >
              {t('decline')}
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
            {t('withdrawOffer')}
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
  const t = useWords(chatWords);
  const status = message.offer_status ?? 'PENDING';
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', py: 0.5 }}
      data-testid="offer-update"
      data-status={status}
    >
      <Chip
        size="small"
        icon={<LocalOfferOutlined />}
        label={t(UPDATE_WORDS[status], { name: message.sender_user.fullName })}
        color={STATUS[status].color}
        variant="outlined"
      />
    </Box>
  );
}
