import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, POST_MESSAGES } from '@dawa/contract';
import { formatMoneyIn } from '../../../i18n/format.ts';
import { readOfferForm } from './offer-form.ts';

// The offer dialog reads money with the contract's money module (docs/money.md): typed decimal
// text to santim, the total counted in santim. The dialog used `Number(text)` and
// `quantity * Math.round(unit_price * 100)`: it took "1e3" and "0x10" for prices and refused
// "1,250.50".
const POST_ID = '3f2c6c1e-2b7a-4f57-9a53-3c1d2f1b9e10';
const CLIENT_ID = '7d0b8a52-6f0e-4b8e-8a55-0c8d9e1f2a3b';
const read = (quantity: string, unitPrice: string) =>
  readOfferForm({ postId: POST_ID, quantity, unitPrice, clientId: CLIENT_ID });

describe('readOfferForm', () => {
  it.each([
    ['3', '0.29', 87, 0.29],
    ['100', '19.99', 199_900, 19.99],
    ['7', '1.10', 770, 1.1],
    ['1', '.5', 50, 0.5],
    ['2', ' 1,250.50 ', 250_100, 1250.5],
    ['1,000', '0.07', 7_000, 0.07],
    ['1000', '999999999.99', 99_999_999_999_000, 999_999_999.99],
  ])('%s × %s is %i santim, sent as %s ETB', (quantity, price, total, wire) => {
    const reading = read(quantity, price);
    expect(reading).toEqual({
      ok: true,
      total,
      request: {
        post_id: POST_ID,
        quantity: Number(quantity.replace(',', '')),
        unit_price: wire,
        client_id: CLIENT_ID,
      },
    });
  });

  it.each(['1e3', '0x10', '1.005', '0.001', '-5', 'abc', '', '0', 'Infinity', '1.2.3'])(
    'refuses %j as a price',
    (price) => {
      expect(read('1', price)).toEqual({
        ok: false,
        errors: { unit_price: POST_MESSAGES.priceInvalid },
      });
    },
  );

  it('says a price past the limit is too high', () => {
    expect(read('1', '1000000000.01')).toEqual({
      ok: false,
      errors: { unit_price: POST_MESSAGES.priceMax },
    });
    expect(read('1', '99999999999999999')).toEqual({
      ok: false,
      errors: { unit_price: POST_MESSAGES.priceMax },
    });
  });

  it.each(['0', '2.5', '1e2', '0x10', '', '-1'])('refuses %j as a quantity', (quantity) => {
    expect(read(quantity, '10')).toEqual({
      ok: false,
      errors: { quantity: CHAT_MESSAGES.offerQuantityInvalid },
    });
  });

  it('refuses a total past what santim hold exactly, on the quantity', () => {
    expect(read('10000000', '999999999.99')).toEqual({
      ok: false,
      errors: { quantity: CHAT_MESSAGES.offerTotalTooHigh },
    });
  });
});

describe('the offer total on screen', () => {
  it('is the counted santim, written exactly in both languages', () => {
    const reading = read('3', '0.29');
    if (!reading.ok) throw new Error('0.29 is a price');
    expect(formatMoneyIn('en', reading.total)).toBe('ETB 0.87');
    expect(formatMoneyIn('am', reading.total)).toBe('ብር\u00a00.87');
    const large = read('1000', '999999999.99');
    if (!large.ok) throw new Error('a large offer within the limits');
    expect(formatMoneyIn('en', large.total)).toBe('ETB 999,999,999,990');
  });
});
