import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail kept instead of sent when SMTP_URL is unset (development, demos); listed at /api/dev/outbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc())],
);
