// The authorization matrix's cases for this module's routes (src/test/matrix-cases.ts).
import { inArray } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { PersonaName } from '../../test/access-world.ts';
import type { ModuleMatrixCases } from '../../test/matrix-cases.ts';

/** One password for every account of the matrix's worlds, hashed once per test file. */
export const MATRIX_PASSWORD = 'Matrix-passw0rd!';
let passwordHash: Promise<string> | undefined;

export interface UsersExtras {
  /** Each persona's e-mail (the guest's: the stranger's). */
  emails: Record<PersonaName, string>;
}

export const matrixCases: ModuleMatrixCases = {
  routes: {
    'POST /api/user/password': {
      request: () => ({
        body: {
          current_password: MATRIX_PASSWORD,
          new_password: 'Matrix-new-passw0rd!',
          confirm_password: 'Matrix-new-passw0rd!',
        },
      }),
    },
    'POST /api/user/email-change': {
      request: () => ({ body: { password: MATRIX_PASSWORD } }),
    },
    // A code only the new mailbox reads.
    'POST /api/user/email-change/confirm': {
      provenElsewhere: {
        test: 'apps/api/src/modules/users/identity.test.ts',
        status: 400,
        message: 'The code is wrong or has expired.',
      },
    },
    'DELETE /api/user/:id': {
      refused: [
        {
          personas: ['OWNER', 'otherOwner'],
          status: 409,
          message: 'This account is the only owner of a pharmacy with other members',
          because: 'a pharmacy with members keeps an owner: they must hand it over first',
        },
      ],
    },
    'PUT /api/users/:id/platform-admin': {
      refused: [
        {
          personas: ['platformAdmin'],
          sides: ['own'],
          status: 409,
          message: 'You cannot take administrator rights from yourself.',
          because: 'the platform is never left without an administrator by accident',
        },
      ],
    },
    'PUT /api/users/:id/status': {
      refused: [
        {
          personas: ['platformAdmin'],
          sides: ['own'],
          status: 409,
          message: 'You cannot disable your own account.',
          because: 'an administrator cannot lock themself out',
        },
      ],
    },
  },
  // Every account of the world gets the matrix's password; the personas' e-mails for the cases.
  extendWorld: async (_app, db, world) => {
    passwordHash ??= hashPassword(MATRIX_PASSWORD);
    const ids = Object.values(world.personas).flatMap((p) => (p.userId ? [p.userId] : []));
    const rows = await db.orm
      .update(users)
      .set({ passwordHash: await passwordHash })
      .where(inArray(users.id, [...ids, world.stranger]))
      .returning({ id: users.id, email: users.email });
    const emailOf = (id: string) => rows.find((row) => row.id === id)?.email ?? '';
    const emails = Object.fromEntries(
      Object.values(world.personas).map((p) => [p.name, emailOf(p.userId ?? world.stranger)]),
    ) as Record<PersonaName, string>;
    return { emails } satisfies UsersExtras;
  },
};
