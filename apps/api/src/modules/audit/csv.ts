// CSV as RFC 4180 has it (CRLF line ends, quotes doubled inside quoted cells), made safe to open in
// a spreadsheet: a cell that starts like a formula (= + - @, or a tab or carriage return that some
// programs skip) gets a leading apostrophe, so it is shown as text and never run (OWASP "CSV
// injection"). Audit rows carry text others typed: names, e-mails, user agents, listing titles.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: readonly (string | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
