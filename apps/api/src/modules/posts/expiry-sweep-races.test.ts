import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, posts } from '../../db/schema/index.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { listingBody, publish, readTaxonomy, uploadImages } from '../../test/listings.ts';
import { describeRaces, inRounds } from '../../test/race.ts';
import { expireListings } from './expiry-sweep.ts';

/**
 * The expiry sweep reads the listings past their date, decides they expire and writes it (and an
 * audit row, and the seller's mail). Two instances sweeping at the same instant must expire each
 * listing once: the batch takes its rows FOR UPDATE SKIP LOCKED, so the second sweep passes over
 * what the first holds. Without the lock both read the same rows, the second's update waits for the
 * first and then writes them again: two audit rows per listing and two mails (decision 016).
 */
describeRaces('the expiry sweep under concurrency', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dawa-sweep-race-'));
    app = await t.build({ env: { DATA_DIR: dataDir } });
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('two sweeps at once expire each listing once, with one audit row each and one mail', async () => {
    const tax = await readTaxonomy(app);
    await inRounds(async (round) => {
      const seller = await createSignedInUser(app, t.db, { name: `sweep-race-${round}` });
      const photos = await uploadImages(app, seller.token);
      const ids: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const body = listingBody(tax.open, photos, { title: `Race ${round} lot ${i}` });
        ids.push((await publish(app, seller.token, { ...body, expiry_date: '2099-01' })).id);
      }
      // Past their date now (a date the API would refuse at creation).
      await t.db.orm.update(posts).set({ expiryDate: '2020-01-31' }).where(inArray(posts.id, ids));

      const mails: MailMessage[] = [];
      const sweep = () =>
        expireListings({
          orm: t.db.orm,
          now: () => new Date(),
          mail: { enqueue: (m) => mails.push(m) },
          publicUrl: 'https://dawa.test',
        });
      const [first, second] = await Promise.all([sweep(), sweep()]);

      expect(first.expired + second.expired, `round ${round}`).toBe(ids.length);
      const audited = await t.db.orm
        .select({ id: auditLog.entityId })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'post-status-change'), inArray(auditLog.entityId, ids)));
      expect(audited, `round ${round}`).toHaveLength(ids.length);
      expect(
        mails.filter((m) => m.to === seller.email),
        `round ${round}`,
      ).toHaveLength(1);
    });
  });
});
