// Opening an export as a person's program would (docs/exports.md): CSV parsed as RFC 4180, XLSX
// read back by exceljs, PDF taken apart (pages counted, content streams inflated, the text of its
// Helvetica runs decoded). Used by the export module's tests and the lists that export.
import ExcelJS from 'exceljs';
import { inflateSync } from 'node:zlib';

/** RFC 4180: quoted cells, doubled quotes, CRLF; the byte-order mark is checked and removed. */
export function readCsv(body: Buffer | string): string[][] {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : body;
  if (!text.startsWith('\uFEFF')) throw new Error('CSV without a byte-order mark');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) throw new Error('CSV does not end with CRLF');
  return rows;
}

export type XlsxCell = string | number | Date | null;

/** The first sheet's rows, each cell as exceljs reads it (text, number, date or empty). */
export async function readXlsx(body: Buffer): Promise<XlsxCell[][]> {
  const book = new ExcelJS.Workbook();
  // exceljs's own Buffer type predates Node's generic Buffer.
  await book.xlsx.load(body as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('XLSX without a sheet');
  const rows: XlsxCell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: XlsxCell[] = [];
    for (let i = 1; i <= sheet.columnCount; i += 1) {
      const value = row.getCell(i).value;
      cells.push(
        value === null || value === undefined
          ? null
          : typeof value === 'string' || typeof value === 'number' || value instanceof Date
            ? value
            : JSON.stringify(value),
      );
    }
    rows.push(cells);
  });
  return rows;
}

export interface PdfContent {
  pages: number;
  /** Each text run drawn, in drawing order (a cell cut by its width is several runs). */
  runs: string[];
  /** The runs joined by spaces, for "contains" checks. */
  text: string;
}

/**
 * A PDF written with pdfkit's standard fonts: a text run is a TJ array of hex strings of
 * Windows-1252 bytes (kerning numbers between them). Enough to check what a page says without a
 * PDF library; an embedded font would need its ToUnicode map instead.
 */
export function readPdf(body: Buffer): PdfContent {
  const raw = body.toString('latin1');
  if (!raw.startsWith('%PDF-')) throw new Error('not a PDF');
  if (!raw.trimEnd().endsWith('%%EOF')) throw new Error('PDF cut short');
  const pages = [...raw.matchAll(/\/Type\s*\/Page(?![a-z])/g)].length;
  const runs: string[] = [];
  const streams = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = streams.exec(raw); m !== null; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let bytes = body.subarray(start, end);
    if (/\/FlateDecode/.test(m[1] ?? '')) {
      try {
        bytes = inflateSync(bytes);
      } catch {
        continue;
      }
    }
    const content = bytes.toString('latin1');
    for (const tj of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      runs.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return { pages, runs, text: runs.join(' ') };
}
