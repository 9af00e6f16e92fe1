-- Trigram search (catalogue and marketplace search). Re-runnable: PGlite loads the extension's code
-- when opened with { extensions: { pg_trgm } }; server PostgreSQL needs the contrib package.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
