ALTER TABLE "one_time_codes" ADD COLUMN IF NOT EXISTS "target" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "email_proof" text;--> statement-breakpoint
-- How each proven address was proven (issue 29). An address that arrived through an e-mail change
-- (the audit log's 'email-change' entry whose new e-mail is the current one) is EMAIL_CHANGE, one
-- linked to Google is GOOGLE, any other proven address was proven by the sign-up code.
UPDATE "users" AS u SET "email_proof" = CASE
  WHEN EXISTS (
    SELECT 1 FROM "audit_log" AS a
    WHERE a."action" = 'email-change' AND a."entity" = 'user' AND a."entity_id" = u."id"::text
      AND a."after"->>'email' = u."email"
  ) THEN 'EMAIL_CHANGE'
  WHEN u."fb_id" IS NOT NULL THEN 'GOOGLE'
  ELSE 'SIGN_UP'
END
WHERE u."email_verified";
--> statement-breakpoint
-- E-mail change codes sent before a code was bound to its address prove nothing now: the holder
-- asks again.
DELETE FROM "one_time_codes" WHERE "purpose" = 'email-change';
--> statement-breakpoint
UPDATE "users" SET "pending_email" = NULL WHERE "pending_email" IS NOT NULL;
