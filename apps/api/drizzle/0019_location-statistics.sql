-- How many listings a location filter matches. Without statistics on lower(location) the planner
-- guessed LIKE '%addis%' at 0.1 % of listings when half of them are in the city, and read all of
-- those to sort them (over 1 s at 1M listings). With them it walks the newest-first index and stops
-- at the page (under 0.1 s), and still takes the trigram index for a rare place.
CREATE STATISTICS IF NOT EXISTS posts_location_lower_stats ON (lower(location)) FROM posts;--> statement-breakpoint
ANALYZE posts;
