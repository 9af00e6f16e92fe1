-- Listing views per day (Addis Ababa's calendar day), written with posts.view_count by the view
-- counter's flush, for the listing-performance report (docs/reports.md). Views before this
-- migration have no day: the report counts from here on.
CREATE TABLE "post_daily_views" (
	"post_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_daily_views_post_id_day_pk" PRIMARY KEY("post_id","day")
);
--> statement-breakpoint
ALTER TABLE "post_daily_views" ADD CONSTRAINT "post_daily_views_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;