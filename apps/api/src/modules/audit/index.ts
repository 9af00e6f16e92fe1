// The audit module's public face: what other modules may use (docs/modules.md).

// The audit recorder: every module that changes something writes its audit row with it. Where a
// request came from (originOf, RequestOrigin) is platform/request-origin.ts, beside the caller.
export { recordAudit } from './audit.repo.ts';
