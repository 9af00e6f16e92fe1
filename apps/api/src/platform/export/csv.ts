// CSV as RFC 4180 has it (CRLF line ends, quotes doubled inside quoted cells), made safe to open in
// a spreadsheet: a cell that starts like a formula gets a leading apostrophe (neutralise, in
// columns.ts), so it is shown as text and never run (OWASP "CSV injection"). Exports carry text
// others typed: names, e-mails, user agents, listing titles (docs/exports.md).
import { neutralise } from './columns.ts';

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const safe = neutralise(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: readonly (string | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
