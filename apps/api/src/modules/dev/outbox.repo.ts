import { desc, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { OutboxMessage, OutboxStore } from '../../platform/mail/outbox-mailer.ts';

// The newest this many are kept; older mail is pruned as new mail arrives, so a long-running
// development server does not grow the table without limit.
const OUTBOX_CAPACITY = 500;

/** The outbox mailer's store in the database, so mail survives restarts and every instance sees it. */
export function createDbOutboxStore(orm: Orm): OutboxStore {
  return {
    async add(message: OutboxMessage) {
      await orm.insert(mailOutbox).values({
        id: message.id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        createdAt: message.createdAt,
      });
      await orm.execute(
        sql`delete from mail_outbox where id in (select id from mail_outbox order by created_at desc offset ${OUTBOX_CAPACITY})`,
      );
    },
    async list(limit: number) {
      if (limit <= 0) return [];
      const rows = await orm
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
      return rows.map(({ html, ...rest }) => (html === null ? rest : { ...rest, html }));
    },
  };
}
