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
import { ZCreateOfferRequest, type TChatListingCard } from '@dawa/contract';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { formatMoney } from '../../../components/listing/listing-format.ts';
import { useMakeOffer } from '../api/chat-api.ts';

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
  const make = useMakeOffer(userId, roomId);
  const [quantity, setQuantity] = useState('1');
  const [unitPrice, setUnitPrice] = useState(listing.price != null ? listing.price.toFixed(2) : '');
  const [errors, setErrors] = useState<{ quantity?: string; unit_price?: string; form?: string }>(
    {},
  );
  const [clientId] = useState(() => crypto.randomUUID());

  const parsed = ZCreateOfferRequest.safeParse({
    post_id: listing.id,
    quantity: quantity.trim() === '' ? Number.NaN : Number(quantity),
    unit_price: unitPrice.trim() === '' ? Number.NaN : Number(unitPrice),
    client_id: clientId,
  });
  // Cents, so the total shown is exact (the server computes the real one).
  const totalCents = parsed.success
    ? parsed.data.quantity * Math.round(parsed.data.unit_price * 100)
    : null;

  const submit = () => {
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'quantity' || field === 'unit_price') next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    make.mutate(parsed.data, {
      onSuccess: onClose,
      onError: (error) => setErrors({ form: errorMessage(error) }),
    });
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="offer-title">
      <DialogTitle id="offer-title">Make an offer</DialogTitle>
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
            label="Quantity"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={!!errors.quantity}
            helperText={errors.quantity}
            required
            autoFocus
          />
          <TextField
            label="Unit price"
            value={unitPrice}
            onChange={(e) => setUnitPrice(e.target.value)}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">ETB</InputAdornment> },
            }}
            error={!!errors.unit_price}
            helperText={errors.unit_price}
            required
          />
          <Typography aria-live="polite" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            Total: <strong>{totalCents === null ? '—' : formatMoney(totalCents / 100)}</strong>
          </Typography>
          {errors.form && (
            <Typography color="error" role="alert" variant="body2">
              {errors.form}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form="offer-form" variant="contained" disabled={make.isPending}>
          Send offer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
