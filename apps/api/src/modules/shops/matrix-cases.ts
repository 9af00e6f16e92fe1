// The authorization matrix's cases for this module's routes (src/test/matrix-cases.ts).
import type { ModuleMatrixCases } from '../../test/matrix-cases.ts';
import { upsertShop } from './shops.repo.ts';

export const matrixCases: ModuleMatrixCases = {
  routes: {},
  // Every signed-in persona has a shop of their own, so "my shop" has something to answer.
  extendWorld: async (_app, db, world) => {
    for (const persona of Object.values(world.personas)) {
      if (persona.userId === null) continue;
      await upsertShop(
        db.orm,
        { userId: persona.userId, tenantId: null },
        {
          name: `Shop of ${persona.name}`,
          address: 'Bole Road 12',
          city: 'Addis Ababa',
        },
      );
    }
    return {};
  },
};
