import { describe, expect, it } from 'vitest';
import { POST_MESSAGES, ZCreatePostRequest, type TPostDetail } from '@dawa/contract';
import type { PostDraft } from '../../stores/post-add-journey-store.ts';
import {
  createRequestFrom,
  draftFromPost,
  draftToRequest,
  updateRequestFrom,
} from './post-payload.ts';

const CATEGORY = '11111111-1111-4111-8111-111111111111';
const SUB = '22222222-2222-4222-8222-222222222222';

const draft = (overrides: PostDraft = {}): PostDraft => ({
  medias: [
    { name: 'a.png', url: '/api/files/uploads/u/a', thumbnailUrl: '/api/files/uploads/u/a/thumb' },
    { name: 'b.png', url: '/api/files/uploads/u/b', thumbnailUrl: '/t/b', isPrimary: true },
  ],
  title: '  Paracetamol 500 mg, box of 100 ',
  description: 'Sealed boxes, expiry March 2028.',
  category: CATEGORY,
  sub_category: SUB,
  condition: 'NEW',
  price: 1250.5,
  custom_price: '',
  negotiable: false,
  contactPhone: '+251911223344',
  location: 'Bole',
  bulk_available: false,
  bulk_price: 900,
  bulk_quantity: 50,
  delivery_available: false,
  delivery_note: 'Addis only',
  warranty_note: '',
  ...overrides,
});

describe('draft → POST /post body', () => {
  it('sends only contract fields: no thumbnails, blanks left out, one primary photo', () => {
    const result = createRequestFrom(draft());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toEqual({
      medias: [
        { name: 'a.png', url: '/api/files/uploads/u/a', isPrimary: false },
        { name: 'b.png', url: '/api/files/uploads/u/b', isPrimary: true },
      ],
      title: 'Paracetamol 500 mg, box of 100',
      description: 'Sealed boxes, expiry March 2028.',
      category: CATEGORY,
      sub_category: SUB,
      condition: 'NEW',
      price: 1250.5,
      negotiable: false,
      contactPhone: '+251911223344',
      location: 'Bole',
      bulk_available: false,
      delivery_available: false,
    });
    expect(ZCreatePostRequest.safeParse(result.body).success).toBe(true);
  });

  it('keeps bulk and delivery terms only when offered', () => {
    const body = draftToRequest(draft({ bulk_available: true, delivery_available: true }));
    expect(body).toMatchObject({ bulk_price: 900, bulk_quantity: 50, delivery_note: 'Addis only' });
  });

  it('stars the first photo when none is starred', () => {
    const body = draftToRequest(
      draft({
        medias: [
          { name: 'a', url: '/a' },
          { name: 'b', url: '/b' },
        ],
      }),
    );
    expect(body.medias).toEqual([
      { name: 'a', url: '/a', isPrimary: true },
      { name: 'b', url: '/b', isPrimary: false },
    ]);
  });

  it("answers the contract's issues with their paths", () => {
    const result = createRequestFrom(
      draft({ medias: [], price: undefined, bulk_available: true, bulk_price: undefined }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(
      expect.arrayContaining([{ path: 'medias', message: POST_MESSAGES.mediasMin }]),
    );
    const guest = createRequestFrom(draft({ price: undefined }));
    expect(guest.ok ? [] : guest.issues).toEqual([
      { path: 'price', message: POST_MESSAGES.priceRequired },
    ]);
  });
});

describe('draft → PUT /posts/{id} body', () => {
  it('sends only what changed', () => {
    const original = draft();
    const result = updateRequestFrom({ ...original, title: 'New title', price: 1300 }, original);
    expect(result).toEqual({ ok: true, body: { title: 'New title', price: 1300 } });
  });

  it('clears an emptied optional field with null and keeps required ones out', () => {
    const original = draft({ warranty_note: '12 months' });
    const result = updateRequestFrom(
      { ...original, warranty_note: '', location: undefined, negotiable: true, price: undefined },
      original,
    );
    expect(result).toEqual({
      ok: true,
      body: { warranty_note: null, location: null, negotiable: true, price: null },
    });
  });

  it('answers an empty body when nothing changed', () => {
    expect(updateRequestFrom(draft(), draft())).toEqual({ ok: true, body: {} });
  });

  it('refuses a change that would leave the listing invalid', () => {
    const result = updateRequestFrom(draft({ price: undefined }), draft());
    expect(result.ok).toBe(false);
  });
});

describe('listing → edit draft', () => {
  it('takes the category id from the nested category and drops nulls', () => {
    const post = {
      id: 'p',
      title: 'Gloves',
      description: 'Nitrile gloves, box of 100',
      category: { id: CATEGORY, name: 'PPE' },
      sub_category: SUB,
      condition: null,
      price: null,
      custom_price: 'ETB 500 a box',
      negotiable: true,
      contactPhone: '0911223344',
      location: null,
      bulk_available: false,
      bulk_price: null,
      bulk_quantity: null,
      delivery_available: false,
      delivery_note: null,
      warranty_note: null,
      user_sell_policy: null,
      user_terms_and_conditions: null,
      additional_note: null,
      color: null,
      size: null,
      medias: [
        { id: 'm', postId: 'p', name: 'g.png', url: '/g', thumbnailUrl: '/g/t', isPrimary: true },
      ],
    } as unknown as TPostDetail;
    const edit = draftFromPost(post);
    expect(edit).toMatchObject({
      category: CATEGORY,
      sub_category: SUB,
      custom_price: 'ETB 500 a box',
      medias: [{ name: 'g.png', url: '/g', thumbnailUrl: '/g/t', isPrimary: true }],
    });
    expect(edit.price).toBeUndefined();
    expect(createRequestFrom(edit).ok).toBe(true);
  });
});
