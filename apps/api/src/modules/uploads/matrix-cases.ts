// The authorization matrix's cases for this module's routes (src/test/matrix-cases.ts).
import type { ModuleMatrixCases } from '../../test/matrix-cases.ts';

export const matrixCases: ModuleMatrixCases = {
  routes: {
    // The matrix sends JSON; images come as multipart/form-data.
    'POST /api/upload': {
      provenElsewhere: {
        test: 'apps/api/src/modules/uploads/uploads.test.ts',
        status: 415,
        message: 'Send the images as multipart/form-data.',
      },
    },
    // Completes an upload the caller put straight into object storage with a signed address.
    'POST /api/uploads/complete': {
      provenElsewhere: {
        test: 'apps/api/src/modules/uploads/s3-storage.test.ts',
        status: 404,
        message: 'File not found.',
      },
    },
  },
};
