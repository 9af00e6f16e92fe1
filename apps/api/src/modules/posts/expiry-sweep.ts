import { isoDate, type Locale } from '@dawa/contract';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import type { JobDefinition } from '../../platform/jobs/runner.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { mailLocaleForRecipient, mailWords } from '../../platform/mail/mail-words.ts';
import { recordAudit } from '../audit/index.ts';
import am from './i18n/am.ts';
import en from './i18n/en.ts';

// Listings past their expiry date leave the marketplace (docs/decisions/016): an ACTIVE listing
// whose `expiry_date` is before today (UTC) becomes EXPIRED, which every public read leaves out
// (the partial indexes hold ACTIVE listings only) while a buyer's saved list still shows it as no
// longer available. Its seller is told by e-mail, once per pass, with every listing that expired.
// The seller relists after giving the expiry date of fresh stock (PUT /posts/{id}, then
// PUT /posts/{id}/status ACTIVE); a past date is refused both ways.

const HOUR_MS = 3600_000;
/**
 * Every full hour as a safety net (a day the app was down, a clock that moved), and just after each
 * UTC midnight, when the day's expiries happen: a listing leaves the marketplace within seconds of
 * its expiry, not up to an hour after. The background jobs runner keeps the times (docs/jobs.md).
 */
export const EXPIRY_SWEEP_SCHEDULE = { everyMs: HOUR_MS, dailyAtMs: 5_000 };
/** Listings expired per transaction; a pass runs batches until none is left. */
const BATCH = 200;

export interface ExpirySweepDeps {
  orm: Orm;
  now: () => Date;
  /** The app's mail queue (deps.mail): sending never holds the sweep up. */
  mail: { enqueue(message: MailMessage): void };
  /** Where the seller's links point (config.PUBLIC_URL). */
  publicUrl: string;
}

interface ExpiredRow {
  id: string;
  title: string;
  expiry_date: string;
  created_by: string;
  email: string | null;
  full_name: string | null;
  /** The seller's chosen language (decision 024), null when not chosen. */
  language: string | null;
}

/** The origin of a change nobody requested: the audit log's background job. */
const BACKGROUND = { requestId: null, ip: null, userAgent: null };

/** One batch in one transaction: the rows are locked (others' edits wait or are skipped). */
async function expireBatch(orm: Orm, today: string): Promise<ExpiredRow[]> {
  return orm.transaction(async (tx) => {
    const result = await tx.execute(sql`WITH due AS (
        SELECT id FROM posts
        WHERE status = 'ACTIVE' AND expiry_date IS NOT NULL AND expiry_date < ${today}::date
        ORDER BY expiry_date LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
      ), expired AS (
        UPDATE posts p SET status = 'EXPIRED', updated_at = now() FROM due WHERE p.id = due.id
        RETURNING p.id, p.title, to_char(p.expiry_date, 'YYYY-MM-DD') AS expiry_date, p.created_by
      )
      SELECT e.*, u.email, u.full_name, u.language FROM expired e
        LEFT JOIN users u ON u.id = e.created_by AND u.deleted_at IS NULL`);
    const rows = result.rows as unknown as ExpiredRow[];
    for (const row of rows) {
      await recordAudit(tx, {
        tenantId: null,
        actorUserId: null,
        action: 'post-status-change',
        entity: 'post',
        entityId: row.id,
        before: { status: 'ACTIVE' },
        after: { status: 'EXPIRED', expiry_date: row.expiry_date },
        origin: BACKGROUND,
      });
    }
    return rows;
  });
}

const wordsFor = mailWords(en, am);

/** The seller's mail: which listings left the marketplace, and how to bring them back. */
export function listingsExpiredMail(
  to: string,
  name: string,
  listings: readonly Pick<ExpiredRow, 'id' | 'title' | 'expiry_date'>[],
  publicUrl: string,
  locale: Locale = 'en',
): MailMessage {
  const t = wordsFor(locale);
  const count = listings.length;
  const lines = listings.map((l) =>
    t('expiredLine', { title: l.title, date: l.expiry_date, link: `${publicUrl}/listing/${l.id}` }),
  );
  return {
    to,
    subject: t('expiredSubject', { count }),
    text: [
      t('expiredHello', { name }),
      t('expiredIntro', { count }),
      lines.join('\n'),
      t('expiredAdvice', { count }),
    ].join('\n\n'),
  };
}

/** One pass: expires every ACTIVE listing past its expiry date and tells each seller once. */
export async function expireListings(deps: ExpirySweepDeps): Promise<{ expired: number }> {
  const today = isoDate(deps.now());
  const bySeller = new Map<
    string,
    { email: string; name: string; language: string | null; rows: ExpiredRow[] }
  >();
  let expired = 0;
  for (;;) {
    const rows = await expireBatch(deps.orm, today);
    expired += rows.length;
    for (const row of rows) {
      if (!row.email) continue; // a deleted account: nobody to tell
      const seller = bySeller.get(row.created_by) ?? {
        email: row.email,
        name: row.full_name ?? '',
        language: row.language,
        rows: [],
      };
      seller.rows.push(row);
      bySeller.set(row.created_by, seller);
    }
    if (rows.length < BATCH) break;
  }
  for (const seller of bySeller.values()) {
    deps.mail.enqueue(
      listingsExpiredMail(
        seller.email,
        seller.name,
        seller.rows,
        deps.publicUrl,
        // A background job has no sender: the seller's own choice, else English.
        mailLocaleForRecipient(seller.language),
      ),
    );
  }
  return { expired };
}

/** The sweep as a background job: once per due time across every instance on the database. */
export const expirySweepJob = (deps: ExpirySweepDeps): JobDefinition => ({
  name: 'listing-expiry',
  description:
    'Takes listings past their expiry date off the marketplace and tells their sellers by e-mail.',
  schedule: EXPIRY_SWEEP_SCHEDULE,
  async run() {
    const { expired } = await expireListings(deps);
    return { items: expired };
  },
});
