// Kept free of zod: the web's first page needs these numbers, not the listing schemas (the posts
// module builds its zod schemas on import, ~24 KB gzip).

/** The longest search text a listing search takes (POST_LIMITS.searchKeyMax). */
export const POST_SEARCH_KEY_MAX = 100;

/** Counting stops here so a broad filter over millions of listings stays fast. */
export const POST_COUNT_CAP = 10_000;

/**
 * Optional header of POST /post: a UUID the client makes once per listing it means to publish.
 * Sending the same listing again with the same key answers the listing already made (with
 * IDEMPOTENT_REPLAY_HEADER: true) instead of publishing it twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
