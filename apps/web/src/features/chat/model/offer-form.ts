import {
  POST_MESSAGES,
  ZCreateOfferRequest,
  parseMoney,
  timesQuantity,
  toWire,
  type Cents,
  type TCreateOfferRequest,
} from '@dawa/contract';

// The offer dialog's fields read as the contract's money module reads money (docs/money.md): the
// typed unit price is decimal text turned into santim exactly (parseMoney: "19.99" is 1999, "1,250.50"
// is 125050, "1e3" or "0x10" are not prices), the request carries it as the wire's ETB number
// (toWire), and the total shown is counted in santim (timesQuantity), never through `× 100` on a
// float. The server computes the real total; the schema still judges every field.

export type OfferField = 'quantity' | 'unit_price';

export type OfferFormReading =
  | { ok: true; request: TCreateOfferRequest; total: Cents }
  | { ok: false; errors: Partial<Record<OfferField, string>> };

/** A quantity as typed: digits only (a grouping comma allowed), else not a number. */
function readQuantity(text: string): number {
  const digits = text.trim().replace(/,(?=\d{3}(?:\D|$))/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/**
 * The dialog's fields as an offer request and its total in santim, or each field's problem (the
 * contract's English messages: the dialog shows them in the reader's language).
 */
export function readOfferForm(fields: {
  postId: string;
  quantity: string;
  unitPrice: string;
  clientId: string;
}): OfferFormReading {
  const price = parseMoney(fields.unitPrice);
  const parsed = ZCreateOfferRequest.safeParse({
    post_id: fields.postId,
    quantity: readQuantity(fields.quantity),
    unit_price: price.ok ? toWire(price.cents) : Number.NaN,
    client_id: fields.clientId,
  });
  if (parsed.success && price.ok)
    return {
      ok: true,
      request: parsed.data,
      total: timesQuantity(price.cents, parsed.data.quantity),
    };
  const errors: Partial<Record<OfferField, string>> = {};
  if (!price.ok)
    errors.unit_price =
      price.reason === 'tooBig' ? POST_MESSAGES.priceMax : POST_MESSAGES.priceInvalid;
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'quantity' || field === 'unit_price') errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
