-- The search vocabulary (search_words, see schema/posts.ts) follows the listings' words: a new
-- listing's words are added once per statement (a bulk load adds its words in one pass), an edit
-- of a title or description adds the edited words. Re-runnable: functions are replaced, triggers
-- recreated, and the backfill adds only missing words.
CREATE OR REPLACE FUNCTION search_words_from_new_posts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme FROM new_posts p, unnest(p.search_vector) AS w
  WHERE length(w.lexeme) <= 40
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_from_edited_post() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme FROM unnest(NEW.search_vector) AS w
  WHERE length(w.lexeme) <= 40
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS posts_search_words_insert ON posts;
--> statement-breakpoint
CREATE TRIGGER posts_search_words_insert AFTER INSERT ON posts
  REFERENCING NEW TABLE AS new_posts
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_new_posts();
--> statement-breakpoint
DROP TRIGGER IF EXISTS posts_search_words_update ON posts;
--> statement-breakpoint
-- Only edits of the words: view counts, statuses and reviews never run it.
CREATE TRIGGER posts_search_words_update AFTER UPDATE OF title, description ON posts
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION search_words_from_edited_post();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w.lexeme FROM posts p, unnest(p.search_vector) AS w
WHERE length(w.lexeme) <= 40
ON CONFLICT (word) DO NOTHING;
