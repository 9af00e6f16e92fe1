// The audit module's public face: what other modules may use (docs/modules.md).

// The audit recorder: every module that changes something writes its audit row with it.
export { recordAudit } from './audit.repo.ts';
// Where a request came from, kept on the caller (sessions) and written beside each audit row.
export { originOf, type RequestOrigin } from './request-origin.ts';
