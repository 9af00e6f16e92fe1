// The authorization matrix's cases for this module's routes (src/test/matrix-cases.ts).
import type { ModuleMatrixCases } from '../../test/matrix-cases.ts';

// A code only the mailbox reads cannot be held by the matrix; these tests prove success with one.
const WRONG_CODE = 'The code is wrong or has expired.';

export const matrixCases: ModuleMatrixCases = {
  routes: {
    'POST /api/verify-otp': {
      provenElsewhere: {
        test: 'apps/api/src/modules/accounts/accounts.test.ts',
        status: 400,
        message: WRONG_CODE,
      },
    },
    'POST /api/reset-password': {
      provenElsewhere: {
        test: 'apps/api/src/modules/accounts/accounts.test.ts',
        status: 400,
        message: WRONG_CODE,
      },
    },
  },
};
