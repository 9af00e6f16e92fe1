import { cents as toCents, formatNumber, toDecimalText, toWire } from '@dawa/contract';

/**
 * One column of an export (docs/exports.md): `key` names it for tools (the CSV header row), `header`
 * for people (XLSX and PDF), `value` reads it from a row, and `type` says how each format writes it.
 *
 * - text: as it is (formula-safe in CSV and XLSX);
 * - number: a plain number (a number cell in XLSX, "1,250" in the PDF);
 * - money: integer santim (cents) in, ETB with two decimals out ("850.00"; a number cell with two
 *   decimals in XLSX): money is kept in santim and travels in birr with two decimals (docs/decisions/007-listings.md);
 * - date: a calendar day, YYYY-MM-DD (a Date is read in UTC);
 * - datetime: an instant in UTC, "2027-03-12 14:05:09 UTC" (a date cell in XLSX).
 */
export type ExportColumnType = 'text' | 'number' | 'money' | 'date' | 'datetime';
export type ExportValue = string | number | Date | null | undefined;

export interface ExportColumn<Row> {
  key: string;
  header: string;
  type: ExportColumnType;
  value: (row: Row) => ExportValue;
  /** Relative width in the XLSX and the PDF, in characters (by default, by type). */
  width?: number;
  /** Only in these formats (an id column tools want and a printed page does not). */
  only?: readonly ('csv' | 'xlsx' | 'pdf')[];
}

/** A cell that a spreadsheet could run: = + - @, or a tab or carriage return some programs skip. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that could start a formula gets a leading apostrophe, so it is shown and never run. */
export const neutralise = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

export const DEFAULT_WIDTH: Record<ExportColumnType, number> = {
  text: 24,
  number: 10,
  money: 12,
  date: 11,
  datetime: 20,
};

/** Integer santim as ETB with two decimals, exactly: the money module's (docs/money.md). */
export const moneyText = (amount: number): string => toDecimalText(toCents(Math.trunc(amount)));

const asDate = (value: ExportValue): Date | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' && value !== '') {
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
};

const asNumber = (value: ExportValue): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return value !== '' && Number.isFinite(n) ? n : null;
};

/**
 * A cell as each format needs it: `text` (CSV, and the PDF unless `print` differs), and for XLSX
 * the typed value (a number, a Date) when there is one. Null and undefined are empty cells.
 */
export interface Cell {
  text: string;
  print: string;
  typed: number | Date | null;
}

const EMPTY: Cell = { text: '', print: '', typed: null };

export function cellOf<Row>(column: ExportColumn<Row>, row: Row): Cell {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return EMPTY;
  switch (column.type) {
    case 'text':
      return { text: String(value), print: String(value), typed: null };
    case 'number': {
      const n = asNumber(value);
      if (n === null) return { text: String(value), print: String(value), typed: null };
      return { text: String(n), print: formatNumber(n, Number.isInteger(n) ? 0 : 2), typed: n };
    }
    case 'money': {
      const cents = asNumber(value);
      if (cents === null) return { text: String(value), print: String(value), typed: null };
      return {
        text: moneyText(cents),
        print: formatNumber(toWire(toCents(cents)), 2),
        typed: toWire(toCents(cents)),
      };
    }
    case 'date':
    case 'datetime': {
      const date = asDate(value);
      if (date === null) return { text: String(value), print: String(value), typed: null };
      const iso = date.toISOString();
      const text =
        column.type === 'date' ? iso.slice(0, 10) : `${iso.slice(0, 19).replace('T', ' ')} UTC`;
      return { text, print: text, typed: date };
    }
  }
}
