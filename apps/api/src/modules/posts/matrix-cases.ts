// The authorization matrix's cases for this module's routes (src/test/matrix-cases.ts).
import type { PersonaName } from '../../test/access-world.ts';
import { uploadImages } from '../../test/listings.ts';
import type { ModuleMatrixCases } from '../../test/matrix-cases.ts';

type Photos = Partial<Record<PersonaName, { name: string; url: string }[]>>;

/** The first page: a generated cursor is a position no list of the matrix's world reaches. */
const FIRST_PAGE = { query: { cursor: undefined } };

export const matrixCases: ModuleMatrixCases = {
  routes: {
    'GET /api/post': { request: () => FIRST_PAGE },
    'GET /api/saved-posts': { request: () => FIRST_PAGE },
    // A listing in an open category, with a photo the caller uploaded.
    'POST /api/post': {
      request: ({ world, persona }) => ({
        body: {
          category: world.place.category,
          sub_category: world.place.subCategory,
          medias: (world.extras.posts?.photos as Photos)[persona.name],
        },
      }),
    },
    'POST /api/post/:id/report': {
      refused: [
        {
          sides: ['own'],
          status: 400,
          message: 'You cannot report your own listing.',
          because: "the 'own' listing is the caller's",
        },
      ],
    },
    'POST /api/saved-post': {
      refused: [
        {
          sides: ['own'],
          status: 400,
          message: 'You cannot save your own listing',
          because: "the 'own' listing is the caller's",
        },
      ],
    },
  },
  // A photo of each signed-in persona's own, for a new listing.
  extendWorld: async (app, _db, world) => {
    const photos: Photos = {};
    for (const persona of Object.values(world.personas)) {
      if (persona.token !== null) photos[persona.name] = await uploadImages(app, persona.token);
    }
    return { photos };
  },
};
