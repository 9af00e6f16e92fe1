// The report kit's words (components/report, docs/reports.md): the period filter, the totals, the
// chart's frame and the export buttons, shared by every report screen. A report's own words (its
// title, columns, measures) live in its feature's namespace.
export default {
  period: 'Period',
  presets: 'Choose a period',
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  from: 'From',
  to: 'To',
  dateInvalid: 'Use a date like 2027-03-12',
  rangeInvalid: 'The start date must not be after the end date',
  periodTooLong: 'A report covers at most 366 days; choose a shorter period',
  periodShown: '{from} to {to}',
  totals: 'Totals for the period',
  chart: 'Day by day',
  chartSummary: '{series} per day from {from} to {to}',
  chartTableHint: 'The table below has every figure.',
  exportGroup: 'Download the report',
  exportAs: 'Download {format}',
  exporting: 'Downloading…',
  exportFailed: 'The download failed',
  tryAgain: 'Please try again.',
  csv: 'CSV',
  xlsx: 'Excel',
  pdf: 'PDF',
} as const;
