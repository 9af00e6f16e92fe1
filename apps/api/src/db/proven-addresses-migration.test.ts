import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../modules/audit/audit.repo.ts';
import { updateUser } from '../modules/users/users.repo.ts';
import { databases, useTestApp } from '../test/build-test-app.ts';
import { migrationFile, rerunMigration } from '../test/migration-file.ts';
import { createTestUser, uniqueEmail } from '../test/factories.ts';
import { users } from './schema/index.ts';

const MIGRATION = migrationFile('proven-addresses');

/** Issue 29: existing accounts learn how their address was proven (ADMIN_EMAILS reads it). */
describe.each(databases())('migration: how each address was proven (%s)', (driver) => {
  const t = useTestApp(driver);
  const origin = { requestId: null, ip: null, userAgent: null };

  it('marks addresses from an e-mail change, from Google and from sign-up; leaves unproven ones', async () => {
    const [signedUp, changed, google, unproven] = await Promise.all(
      ['signed-up', 'changed', 'google', 'unproven'].map((name) => createTestUser(t.db, { name })),
    );
    if (!signedUp || !changed || !google || !unproven) throw new Error('users');
    const newAddress = uniqueEmail('moved');
    await updateUser(t.db.orm, changed.user.id, { email: newAddress });
    await recordAudit(t.db.orm, {
      tenantId: null,
      actorUserId: changed.user.id,
      action: 'email-change',
      entity: 'user',
      entityId: changed.user.id,
      before: { email: changed.email },
      after: { email: newAddress },
      origin,
    });
    await updateUser(t.db.orm, google.user.id, { fbId: `google-${google.user.id}` });
    await updateUser(t.db.orm, unproven.user.id, { emailVerified: false });
    await t.db.orm.execute(sql`UPDATE users SET email_proof = NULL`);

    await rerunMigration(t.db.orm, MIGRATION);
    const proofOf = async (id: string) =>
      (await t.db.orm.select().from(users).where(eq(users.id, id)))[0]?.emailProof;
    expect(await proofOf(signedUp.user.id)).toBe('SIGN_UP');
    expect(await proofOf(changed.user.id)).toBe('EMAIL_CHANGE');
    expect(await proofOf(google.user.id)).toBe('GOOGLE');
    expect(await proofOf(unproven.user.id)).toBeNull();
  });
});
