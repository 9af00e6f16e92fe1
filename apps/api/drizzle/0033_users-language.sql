-- The language an account holder chose (issue 32, docs/decisions/024-language-per-account.md):
-- 'en' or 'am' (the contract's LOCALES), null while they have not chosen. A signed-in device takes
-- it over; a device's own choice stays in the dawa_lang cookie.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" IN ('en', 'am'));
