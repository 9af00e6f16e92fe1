import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toDecimalText, fromWire, type TChatListingCard } from '@dawa/contract';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { formatMoneyIn } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { useWords } from '../../../i18n/words.ts';
import { useMakeOffer } from '../api/chat-api.ts';
import { chatWords } from '../i18n/index.ts';
import { chatMessage } from '../model/chat-messages.ts';
import { readOfferForm } from '../model/offer-form.ts';

/** The buyer's offer on the room's listing: quantity and unit price (ETB, 2 decimals), total shown. */
export function OfferDialog({
  open,
  onClose,
  listing,
  userId,
  roomId,
}: {
  open: boolean;
  onClose: () => void;
  listing: TChatListingCard;
  userId: string;
  roomId: string;
}) {
  const t = useWords(chatWords);
  const locale = useLocale();
  const make = useMakeOffer(userId, roomId);
  const [quantity, setQuantity] = useState('1');
  const [unitPrice, setUnitPrice] = useState(
    listing.price != null ? toDecimalText(fromWire(listing.price)) : '',
  );
  const [errors, setErrors] = useState<{ quantity?: string; unit_price?: string; form?: string }>(
    {},
  );
  const [clientId] = useState(() => crypto.randomUUID());

  // Santim from the typed text, the total counted in santim (docs/money.md); the server computes
  // the real one.
  const reading = readOfferForm({ postId: listing.id, quantity, unitPrice, clientId });

  const submit = () => {
    if (!reading.ok) {
      setErrors(reading.errors);
      return;
    }
    setErrors({});
    make.mutate(reading.request, {
      onSuccess: onClose,
      onError: (error) => setErrors({ form: errorMessage(error) }),
    });
  };
  const shown = (message: string | undefined) => message && chatMessage(t, message);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="offer-title">
      <DialogTitle id="offer-title">{t('makeOffer')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="offer-form"
          spacing={2}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          sx={{ pt: 1 }}
        >
          <Typography variant="body2" color="textSecondary">
            {listing.title}
          </Typography>
          <TextField
            label={t('quantity')}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={!!errors.quantity}
            helperText={shown(errors.quantity)}
            required
            autoFocus
          />
          <TextField
            label={t('unitPrice')}
            value={unitPrice}
            onChange={(e) => setUnitPrice(e.target.value)}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: {
                startAdornment: <InputAdornment position="start">{t('currency')}</InputAdornment>,
              },
            }}
            error={!!errors.unit_price}
            helperText={shown(errors.unit_price)}
            required
          />
          <Typography aria-live="polite" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('total')} <strong>{reading.ok ? formatMoneyIn(locale, reading.total) : '—'}</strong>
          </Typography>
          {errors.form && (
            <Typography color="error" role="alert" variant="body2">
              {shown(errors.form)}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button type="submit" form="offer-form" variant="contained" disabled={make.isPending}>
          {t('sendOffer')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
