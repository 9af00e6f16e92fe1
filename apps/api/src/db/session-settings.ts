// Settings every database session starts with, on both drivers.

/**
 * Typo mode of the listing search matches titles with a word resembling the search by at least
 * this trigram similarity. pg_trgm's default, 0.6, misses two slips in one word: "amoxcilin"
 * resembles "amoxicillin" by 0.47. At 0.45 the top results stay right (they are ranked by
 * similarity) and a typo search over 1,000,000 listings costs about what it did.
 */
export const TYPO_SIMILARITY_THRESHOLD = 0.45;

/** As `SET` statements (PGlite: one session for the process). */
export const SESSION_SETTINGS_SQL = `SET pg_trgm.word_similarity_threshold = ${String(TYPO_SIMILARITY_THRESHOLD)}`;

/** As the startup `options` of a server connection (each pooled connection starts with them). */
export const SESSION_SETTINGS_OPTIONS = `-c pg_trgm.word_similarity_threshold=${String(TYPO_SIMILARITY_THRESHOLD)}`;
