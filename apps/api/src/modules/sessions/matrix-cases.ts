// The authorization matrix's cases for this module's routes (src/test/matrix-cases.ts).
import type { PersonaName } from '../../test/access-world.ts';
import type { ModuleMatrixCases } from '../../test/matrix-cases.ts';
import { MATRIX_PASSWORD, type UsersExtras } from '../users/matrix-cases.ts';
import { authSessions, refreshTokens } from '../../db/schema/index.ts';
import { newRefreshToken } from '../../platform/auth/refresh-tokens.ts';

export const matrixCases: ModuleMatrixCases = {
  routes: {
    // Each persona signs in with their e-mail and the matrix's password (users/matrix-cases.ts).
    'POST /api/login': {
      request: ({ world, persona }) => ({
        body: {
          email: (world.extras.users as unknown as UsersExtras).emails[persona.name],
          password: MATRIX_PASSWORD,
        },
      }),
    },
    // Each persona renews a session of their own (the guest: the stranger's, as a client would).
    'POST /api/auth/refresh': {
      request: ({ world, persona }) => ({
        body: { refreshToken: (world.extras.sessions?.refresh as Refresh)[persona.name] },
      }),
    },
  },
  extendWorld: async (_app, db, world) => {
    const names = Object.values(world.personas).map((p) => p.name);
    const sessions = await db.orm
      .insert(authSessions)
      .values(names.map((name) => ({ userId: world.personas[name].userId ?? world.stranger })))
      .returning({ id: authSessions.id });
    const tokens = names.map(() => newRefreshToken());
    await db.orm
      .insert(refreshTokens)
      .values(
        sessions.map((session, i) => ({ sessionId: session.id, tokenHash: tokens[i]!.hash })),
      );
    return { refresh: Object.fromEntries(names.map((name, i) => [name, tokens[i]!.token])) };
  },
};

type Refresh = Record<PersonaName, string>;
