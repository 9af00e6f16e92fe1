// The uploads module's public face: what other modules may use (docs/modules.md).

// Images a caller uploaded, attached by chat, posts, shops and users; the storage their URLs come from.
export { ownUploadKey } from './own-upload.ts';
export type { Storage } from './storage.ts';
