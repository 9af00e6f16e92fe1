// Kept free of zod: the web's first page needs these numbers, not the listing schemas (the posts
// module builds its zod schemas on import, ~24 KB gzip).

/** The longest search text a listing search takes (POST_LIMITS.searchKeyMax). */
export const POST_SEARCH_KEY_MAX = 100;

/** Counting stops here so a broad filter over millions of listings stays fast. */
export const POST_COUNT_CAP = 10_000;
