// Kept free of zod: the web's first page needs these numbers, not the listing schemas (the posts
// module builds its zod schemas on import, ~24 KB gzip).
import { UPLOAD_MAX_FILES } from './constants.ts';

/** The longest search text a listing search takes (POST_LIMITS.searchKeyMax). */
export const POST_SEARCH_KEY_MAX = 100;

/** Counting stops here so a broad filter over millions of listings stays fast. */
export const POST_COUNT_CAP = 10_000;

/**
 * Optional header of the writes a client may retry (POST /post...): a key the client makes once per
 * thing it means to create. Sending the same request again with the same key answers the first
 * answer again (with IDEMPOTENT_REPLAY_HEADER: true) instead of writing twice (docs/idempotency.md).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
/** A key's length and characters: a UUID fits, and so does any opaque token of this alphabet. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

export const IDEMPOTENCY_MESSAGES = {
  keyInvalid: 'Idempotency-Key must be 8 to 128 characters: letters, digits, "-", "_", "." or ":"',
  keyReused:
    'This Idempotency-Key was already used for a different request. Use a new key for a new request',
  inFlight: 'A request with this Idempotency-Key is still being processed. Try again in a moment',
} as const;

export const POST_LIMITS = {
  titleMax: 120,
  descriptionMin: 10,
  descriptionMax: 5000,
  noteMax: 2000,
  shortTextMax: 100,
  priceMax: 1_000_000_000,
  bulkQuantityMax: 10_000_000,
  mediasMax: UPLOAD_MAX_FILES,
  searchKeyMax: POST_SEARCH_KEY_MAX,
  rejectionReasonMax: 500,
  reportReasonMax: 1000,
} as const;

/** The orders of a listing search (ZPostSort): relevance first only when there are words. */
export const POST_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;

/**
 * A listing's version as an entity tag (its `updatedAt`, quoted), for `If-Match` on a decision
 * about it: every change to a listing moves `updatedAt`.
 */
export const listingVersion = (post: { updatedAt: string }): string => `"${post.updatedAt}"`;
