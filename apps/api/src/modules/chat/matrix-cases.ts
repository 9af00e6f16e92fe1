// The authorization matrix's cases for this module's routes (src/test/matrix-cases.ts).
import type { ModuleMatrixCases } from '../../test/matrix-cases.ts';

export const matrixCases: ModuleMatrixCases = {
  routes: {
    'POST /api/chat/rooms': {
      refused: [
        {
          sides: ['shared'],
          status: 400,
          message: 'Send a listing of yours or of the person you are talking to',
          because:
            "the 'shared' listing is the stranger's while the 'shared' seller is a colleague: a room's listing is one of its two members'",
        },
        {
          sides: ['own'],
          status: 400,
          message: 'You cannot start a conversation with yourself',
          because: "the 'own' user id is the caller's",
        },
      ],
    },
    // Each persona's room is with the stranger: an offer is made on the stranger's listing (the
    // 'own' listing is the caller's, on which they cannot make an offer).
    'POST /api/chat/rooms/:id/offers': {
      request: ({ world, side }) => (side === 'own' ? { body: { post_id: world.publicPost } } : {}),
    },
    // A WebSocket: the plain GET the matrix sends is told to upgrade.
    'GET /api/ws': {
      provenElsewhere: {
        test: 'apps/api/src/modules/chat/chat.test.ts',
        status: 400,
        message: 'Connect to /api/ws with a WebSocket',
      },
    },
  },
};
