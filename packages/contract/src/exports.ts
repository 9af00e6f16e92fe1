import { z } from 'zod';
import { formatNumber } from './numbers.ts';

// Exports of a list (issue 32, docs/exports.md): the formats a list can be downloaded in, the most
// rows one export holds, and the refusal beyond it. The API's export module (platform/export)
// writes the files; the web offers the formats.

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_MESSAGES = {
  formatInvalid: 'Choose csv, xlsx or pdf',
} as const;

/** `format` of an export route: one of EXPORT_FORMATS, CSV when left out. */
export const ZExportFormat = z
  .enum(EXPORT_FORMATS, { error: EXPORT_MESSAGES.formatInvalid })
  .default('csv');

/**
 * The most rows one export holds unless a list sets a lower cap: beyond it the export is refused
 * (400) before anything is sent, never cut short.
 */
export const EXPORT_MAX_ROWS = 50_000;

/** The refusal: how many rows the filter selects, the cap, and what to narrow. */
export function exportTooLargeMessage(count: number, cap: number, narrow = 'narrow the filter') {
  return `This export would hold ${formatNumber(count)} rows; at most ${formatNumber(cap)} can be exported at once: ${narrow}`;
}
