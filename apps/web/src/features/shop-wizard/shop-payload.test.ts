import { MESSAGES, POST_CONDITION_DEFAULT, POST_MESSAGES } from '@dawa/contract';
import { describe, expect, it } from 'vitest';
import { parseAmount, productRequestFrom, shopRequestFrom, ZLocationForm } from './shop-payload.ts';
import { redirectForShopStep } from './shop-steps.ts';
import type { ProductDraft } from './shop-wizard-store.ts';

const photo = { name: 'a.png', url: '/api/files/uploads/x/y', thumbnailUrl: '/t' };
const product: ProductDraft = {
  photos: [photo, { ...photo, url: '/api/files/uploads/x/z' }],
  title: 'Paracetamol 500 mg',
  description: 'Box of 100 tablets, sealed.',
  category: '11111111-1111-4111-8111-111111111111',
  sub_category: '22222222-2222-4222-8222-222222222222',
  condition: '',
  price: '1,250.50',
  negotiable: false,
  contactPhone: '+251911223344',
  location: '',
  bulk_available: false,
  bulk_price: '900',
  delivery_available: false,
  delivery_note: 'never sent',
};

describe('shop wizard payloads', () => {
  it('reads typed amounts, blanks as not given', () => {
    expect(parseAmount('1,250.50')).toBe(1250.5);
    expect(parseAmount(' ')).toBeUndefined();
    expect(parseAmount('abc')).toBeNaN();
  });

  it('builds POST /post: first photo primary, blanks and unused offer terms left out', () => {
    const result = productRequestFrom(product);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body.medias.map((m) => m.isPrimary)).toEqual([true, false]);
    expect(result.body.price).toBe(1250.5);
    expect(result.body).not.toHaveProperty('bulk_price');
    expect(result.body).not.toHaveProperty('delivery_note');
    expect(result.body).not.toHaveProperty('location');
    // A blank condition takes the contract's default (issue 13: a sensible default).
    expect(result.body.condition).toBe(POST_CONDITION_DEFAULT);
  });

  it('says what is missing from the product', () => {
    expect(productRequestFrom({ ...product, photos: [] })).toEqual({
      ok: false,
      message: POST_MESSAGES.mediasMin,
    });
    expect(productRequestFrom({ ...product, price: '' })).toEqual({
      ok: false,
      message: POST_MESSAGES.priceOrNegotiable,
    });
  });

  it('builds PUT /shop with an optional blank phone and description', () => {
    const result = shopRequestFrom({
      name: 'Selam',
      description: ' ',
      address: 'Bole Road 12',
      city: 'Addis Ababa',
      phone_number: '',
      delivery_locations: [{ location_name: 'Bole', time_range: '2-4 hours' }],
    });
    expect(result).toMatchObject({ ok: true, body: { name: 'Selam', logo: null } });
    if (result.ok) expect(result.body.phone_number).toBeUndefined();
  });

  it("gives the spec's delivery-location message", () => {
    const parsed = ZLocationForm.safeParse({
      address: 'Bole Road 12',
      city: 'Addis Ababa',
      delivery_locations: [{ location_name: 'Bole', time_range: '' }],
    });
    expect(parsed.error?.issues[0]?.message).toBe(MESSAGES.timeRangeRequired);
  });

  it('sends someone who skipped ahead to the first step not done', () => {
    expect(redirectForShopStep('basics', [])).toBeNull();
    expect(redirectForShopStep('review', ['basics'])).toBe('/shop/step-2-setup-shop');
    expect(redirectForShopStep('review', ['basics', 'location', 'product', 'extra'])).toBeNull();
  });
});
