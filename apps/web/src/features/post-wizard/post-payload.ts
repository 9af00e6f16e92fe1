import {
  ZCreatePostRequest,
  ZUpdatePostRequest,
  type TCreatePostRequest,
  type TPostDetail,
  type TUpdatePostRequest,
} from '@dawa/contract';
import type { PostDraft, PostDraftMedia } from '../../stores/post-add-journey-store.ts';

// From the wizard's draft to the contract's bodies: POST /post takes every field, PUT /posts/{id}
// only those that changed since the listing was loaded (null clears an optional one).

type Body = Record<string, unknown>;
export type Issue = { path: string; message: string };
export type Checked<T> = { ok: true; body: T } | { ok: false; issues: Issue[] };

const FIELDS = Object.keys(ZCreatePostRequest.shape) as (keyof TCreatePostRequest)[];
const FLAGS = ['negotiable', 'bulk_available', 'delivery_available'] as const;
/** Fields a seller cannot clear: an update leaves them out rather than sending null. */
const REQUIRED = new Set<string>([
  'medias',
  'title',
  'description',
  'category',
  'sub_category',
  'contactPhone',
  ...FLAGS,
  'validation',
]);

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The photos as the listing sends them: no thumbnails, exactly one primary (the first if none). */
export function mediasForRequest(medias: readonly PostDraftMedia[]): TCreatePostRequest['medias'] {
  const primary = Math.max(
    0,
    medias.findIndex((m) => m.isPrimary === true),
  );
  return medias.map(({ name, url }, i) => ({ name: name ?? '', url, isPrimary: i === primary }));
}

/**
 * The draft's contract fields only, blanks left out, and the terms of an offer not made (bulk,
 * delivery) dropped with it; the three flags are always sent.
 */
export function draftToRequest(draft: PostDraft): Body {
  const body: Body = {};
  for (const field of FIELDS) {
    const value = draft[field];
    if (field === 'medias') {
      if (draft.medias?.length) body.medias = mediasForRequest(draft.medias);
    } else if (!isBlank(value)) body[field] = typeof value === 'string' ? value.trim() : value;
  }
  for (const flag of FLAGS) body[flag] = draft[flag] === true;
  if (!body.bulk_available) {
    delete body.bulk_price;
    delete body.bulk_quantity;
  }
  if (!body.delivery_available) delete body.delivery_note;
  return body;
}

const toIssues = (issues: readonly { path: PropertyKey[]; message: string }[]): Issue[] =>
  issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));

/** The POST /post body, checked with the contract's schema. */
export function createRequestFrom(draft: PostDraft): Checked<TCreatePostRequest> {
  const parsed = ZCreatePostRequest.safeParse(draftToRequest(draft));
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, issues: toIssues(parsed.error.issues) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The PUT /posts/{id} body: the changed fields of a draft that would still be a valid listing;
 * a cleared optional field is sent as null. An empty body means nothing changed.
 */
export function updateRequestFrom(
  draft: PostDraft,
  original: PostDraft,
): Checked<TUpdatePostRequest> {
  const whole = createRequestFrom(draft);
  if (!whole.ok) return whole;
  const next = draftToRequest(draft);
  const before = draftToRequest(original);
  const changes: Body = {};
  for (const field of FIELDS) {
    if (same(next[field], before[field])) continue;
    if (next[field] !== undefined) changes[field] = next[field];
    else if (!REQUIRED.has(field)) changes[field] = null;
  }
  const parsed = ZUpdatePostRequest.safeParse(changes);
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, issues: toIssues(parsed.error.issues) };
}

const orUndefined = <T>(value: T | null): T | undefined => value ?? undefined;

/** A loaded listing (GET /post/{id}) as a draft to edit. */
export function draftFromPost(post: TPostDetail): PostDraft {
  return {
    medias: post.medias.map(({ name, url, thumbnailUrl, isPrimary }) => ({
      name,
      url,
      thumbnailUrl,
      isPrimary,
    })),
    title: post.title,
    description: post.description,
    category: post.category.id,
    sub_category: post.sub_category,
    condition: orUndefined(post.condition),
    price: orUndefined(post.price),
    custom_price: orUndefined(post.custom_price),
    negotiable: post.negotiable,
    contactPhone: post.contactPhone,
    location: orUndefined(post.location),
    bulk_available: post.bulk_available,
    bulk_price: orUndefined(post.bulk_price),
    bulk_quantity: orUndefined(post.bulk_quantity),
    delivery_available: post.delivery_available,
    delivery_note: orUndefined(post.delivery_note),
    warranty_note: orUndefined(post.warranty_note),
    user_sell_policy: orUndefined(post.user_sell_policy),
    user_terms_and_conditions: orUndefined(post.user_terms_and_conditions),
    additional_note: orUndefined(post.additional_note),
    color: orUndefined(post.color),
    size: orUndefined(post.size),
    expiry_date: orUndefined(post.expiry_date),
    pack_size: orUndefined(post.pack_size),
    quantity_available: orUndefined(post.quantity_available),
    min_order_quantity: orUndefined(post.min_order_quantity),
    manufacturer: orUndefined(post.manufacturer),
    registration_number: orUndefined(post.registration_number),
  };
}
