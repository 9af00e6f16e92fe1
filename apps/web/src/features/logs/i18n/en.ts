// The activity log's export (features/logs/logs-page.tsx, docs/exports.md). The rest of the log's
// screen moves into this namespace with it (docs/i18n.md lists it).
export default {
  exportGroup: 'Export the log',
  exportAs: 'Export {format}',
  exporting: 'Exporting…',
  exportFailed: 'The export failed',
  tryAgain: 'Please try again.',
  csv: 'CSV',
  xlsx: 'Excel',
  pdf: 'PDF',
} as const;
