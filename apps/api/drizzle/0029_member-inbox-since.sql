-- Since when a member answers the organisation's shared inbox (decision 018): the membership's
-- start for those who have it today; a later role change that grants listings.manage moves it.
ALTER TABLE "memberships" ADD COLUMN "inbox_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "memberships" SET "inbox_since" = "created_at";
