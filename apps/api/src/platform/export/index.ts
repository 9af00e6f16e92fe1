// Exports of any list as CSV, XLSX or PDF (issue 32): docs/exports.md.
export { cellOf, moneyText, neutralise } from './columns.ts';
export type { ExportColumn, ExportColumnType, ExportValue } from './columns.ts';
export { csvCell, csvLine } from './csv.ts';
export { EXPORT_BATCH_SIZE, batchesOf, prepareExport, sendExport } from './export.ts';
export type { ExportRequest, ExportSource, PreparedExport } from './export.ts';
export { exportResponses } from './openapi.ts';
