// The authorization matrix's cases for this module's routes (src/test/matrix-cases.ts).
import { inArray, sql } from 'drizzle-orm';
import { tenantInvitations, tenants, users } from '../../db/schema/index.ts';
import type { PersonaName } from '../../test/access-world.ts';
import { uniqueEmail } from '../../test/factories.ts';
import type { ModuleMatrixCases, MatrixWorld } from '../../test/matrix-cases.ts';

interface InvitationExtras {
  /** A pending invitation of the matrix's pharmacy and of the other one, for withdrawing. */
  ours: string;
  theirs: string;
  /** The other pharmacy's invitation's address: nobody but its owner may read it. */
  theirsEmail: string;
  /** An invitation to each signed-in persona from a third pharmacy, to accept or decline. */
  toPersona: Partial<Record<PersonaName, string>>;
}

const extrasOf = (world: MatrixWorld) => world.extras.invitations as unknown as InvitationExtras;
const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60_000);

export const matrixCases: ModuleMatrixCases = {
  routes: {},
  // An invitation of the matrix's pharmacy, and one of the other pharmacy.
  idKinds: {
    invitation: {
      own: (world) => extrasOf(world).ours,
      foreign: (world) => extrasOf(world).theirs,
      // Accepting or declining: an invitation to the caller, or one to someone else.
      caller: {
        own: (world, persona) => extrasOf(world).toPersona[persona.name] ?? '',
        foreign: (world) => extrasOf(world).theirs,
      },
    },
  },
  extendWorld: async (_app, db, world) => {
    const personas = Object.values(world.personas).filter((p) => p.userId !== null);
    const people = await db.orm
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.id,
          personas.map((p) => p.userId!),
        ),
      );
    const [third] = await db.orm
      .insert(tenants)
      .values({ name: 'Inviting Pharmacy', orgType: 'PHARMACY', createdBy: world.stranger })
      .returning({ id: tenants.id });
    const theirsEmail = uniqueEmail('invited-elsewhere');
    const invite = (tenantId: string, email: string) => ({
      tenantId,
      email,
      fullName: 'Matrix invitee',
      role: 'USER' as const,
      expiresAt: inAWeek(),
    });
    const rows = await db.orm
      .insert(tenantInvitations)
      .values([
        invite(world.tenant, uniqueEmail('invited-here')),
        invite(world.otherTenant, theirsEmail),
        ...personas.map((p) =>
          invite(third!.id, people.find((row) => row.id === p.userId)?.email ?? ''),
        ),
      ])
      .returning({ id: tenantInvitations.id });
    const toPersona = Object.fromEntries(personas.map((p, i) => [p.name, rows[i + 2]!.id]));
    return {
      ours: rows[0]!.id,
      theirs: rows[1]!.id,
      theirsEmail,
      toPersona,
    } satisfies InvitationExtras;
  },
  // A withdrawn, accepted or declined invitation is spent: the next cell needs a fresh world.
  digest: async (db, world) => {
    const x = extrasOf(world);
    const ids = [x.ours, x.theirs, ...Object.values(x.toPersona)];
    const { rows } = await db.orm.execute<{ d: string }>(
      sql`select string_agg(status, ',' order by id) as d from tenant_invitations where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    return rows[0]?.d ?? '';
  },
  secretsFrom: (world) => [
    {
      text: extrasOf(world).theirsEmail,
      what: "the other pharmacy's invitation",
      seenBy: ['otherOwner'],
    },
  ],
};
