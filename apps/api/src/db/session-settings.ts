// Settings every database session starts with, on both drivers.

/**
 * Typo mode of the listing search matches titles with a word resembling the search by at least
 * this trigram similarity. pg_trgm's default, 0.6, misses two slips in one word: "amoxcilin"
 * resembles "amoxicillin" by 0.47. At 0.45 the top results stay right (they are ranked by
 * similarity) and a typo search over 1,000,000 listings costs about what it did.
 */
export const TYPO_SIMILARITY_THRESHOLD = 0.45;

/**
 * Memory a sort or bitmap of one statement may take before spilling or going lossy. With
 * PostgreSQL's 4 MB, a word still being typed ("tablets", searched as a prefix) found across most
 * pages of 1,000,000 listings made a lossy bitmap, and every listing of a lossy page was read again
 * to recheck it: 0.25 s for that word in a category, 0.04 s with 16 MB.
 */
export const WORK_MEM = '16MB';

/**
 * No JIT compilation. PostgreSQL compiles a statement whose estimated cost passes jit_above_cost
 * (100,000), and the list statement's estimate passes it whenever a walk's LIMIT is large (the
 * planner costs the whole walk): compiling took 100–140 ms on the 2-core bench machine for a
 * statement that runs in 10 ms. Statements here are short and many; none gains from it.
 */
export const JIT = 'off';

const SETTINGS: [string, string][] = [
  ['pg_trgm.word_similarity_threshold', String(TYPO_SIMILARITY_THRESHOLD)],
  ['work_mem', WORK_MEM],
  ['jit', JIT],
];

/** As `SET` statements (PGlite: one session for the process). */
export const SESSION_SETTINGS_SQL = SETTINGS.map(
  ([name, value]) => `SET ${name} = '${value}';`,
).join('\n');

/** As the startup `options` of a server connection (each pooled connection starts with them). */
export const SESSION_SETTINGS_OPTIONS = SETTINGS.map(([name, value]) => `-c ${name}=${value}`).join(
  ' ',
);
