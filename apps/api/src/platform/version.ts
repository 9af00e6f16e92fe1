import pkg from '../../package.json' with { type: 'json' };

/** The API's version (apps/api/package.json), bundled into dist/ by esbuild. */
export const APP_VERSION: string = pkg.version;
