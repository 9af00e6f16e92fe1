-- One search index for the words and what narrows a search: the category and sub-category (one
-- array of both ids) and the place. At 1,000,000 listings a common word within a category or a
-- place took 0.4-0.75 s (every listing with the word was read, then filtered); with the other
-- values in the index, GIN intersects them itself: 0.04-0.12 s.
DROP INDEX "posts_public_search_idx";--> statement-breakpoint
CREATE INDEX "posts_public_search_idx" ON "posts" USING gin ("search_vector",(ARRAY["category_id", "sub_category_id"]),lower("location") gin_trgm_ops) WHERE status = 'ACTIVE' AND compliance_status = 'APPROVED' AND NOT seller_hidden;