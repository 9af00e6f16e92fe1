// The authorization matrix's cases for this module's routes (src/test/matrix-cases.ts).
import type { ModuleMatrixCases } from '../../test/matrix-cases.ts';

export const matrixCases: ModuleMatrixCases = {
  routes: {
    // The matrix's category is a top-level one: it stays one (it cannot be its own parent).
    'PUT /api/category/:id': { request: () => ({ body: { parent_id: undefined } }) },
  },
};
