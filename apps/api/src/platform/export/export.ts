import {
  EXPORT_MAX_ROWS,
  exportTooLargeMessage,
  formatNumber,
  type TExportFormat,
} from '@dawa/contract';
import type { FastifyReply } from 'fastify';
import { Readable, Writable } from 'node:stream';
import { AppError } from '../errors.ts';
import type { ExportColumn } from './columns.ts';
import { cellOf } from './columns.ts';
import { csvCell, csvLine } from './csv.ts';
import type { FormatWriter } from './format-writer.ts';
import { pdfWriter } from './pdf.ts';
import { xlsxWriter } from './xlsx.ts';

/** Rows read per query while an export streams (docs/exports.md). */
export const EXPORT_BATCH_SIZE = 500;

/**
 * Where an export's rows come from: how many the filter selects (asked once, before anything is
 * sent), and keyset pages: the rows after `after` (the previous page's last row; undefined for the
 * first page), at most `limit`, in the export's order. A short page ends the export.
 */
export interface ExportSource<Row> {
  count: () => Promise<number>;
  page: (after: Row | undefined, limit: number) => Promise<readonly Row[]>;
}

export interface ExportRequest<Row> {
  format: TExportFormat;
  /** The PDF's heading and the XLSX sheet's name ("Activity log"). */
  title: string;
  /** The file name before the date and extension ("audit-log" → audit-log-2027-03-12.csv). */
  filename: string;
  /**
   * What follows the name instead of today's date: a report's period ("2026-11-01-to-2026-11-28"),
   * so two periods downloaded the same day are two files.
   */
  filenameStamp?: string;
  columns: readonly ExportColumn<Row>[];
  source: ExportSource<Row>;
  /** At most this many rows (EXPORT_MAX_ROWS unless the list sets a lower cap). */
  maxRows?: number;
  batchSize?: number;
  /** What to narrow, in the refusal beyond the cap ("narrow the dates, person or action"). */
  narrow?: string;
  /** Printed under the PDF's title with the row count and time (the filter, in words). */
  description?: string;
  now?: Date;
}

export interface PreparedExport {
  contentType: string;
  filename: string;
  rows: number;
  /** The file, read batch by batch as the client takes it. */
  body: Readable;
}

const CONTENT_TYPES: Record<TExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** Collects what a format writer writes, for the stream to hand on after each batch. */
class Chunks extends Writable {
  private chunks: Buffer[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.chunks.push(chunk);
    callback();
  }
  take(): Buffer | null {
    if (this.chunks.length === 0) return null;
    const all = Buffer.concat(this.chunks);
    this.chunks = [];
    return all;
  }
}

/**
 * A CSV line: text cells formula-safe (csvCell); numbers and money written as the numbers they are
 * ("-12.50" is a number we wrote, not a formula someone typed, so it keeps no apostrophe).
 */
function csvRow<Row>(columns: readonly ExportColumn<Row>[], row: Row): string {
  const cells = columns.map((column) => {
    const cell = cellOf(column, row);
    return typeof cell.typed === 'number' ? cell.text : csvCell(cell.text);
  });
  return `${cells.join(',')}\r\n`;
}

function csvWriter<Row>(out: Chunks, columns: readonly ExportColumn<Row>[]): FormatWriter<Row> {
  const write = (text: string) => out.write(Buffer.from(text, 'utf8'));
  return {
    // A byte-order mark, so spreadsheet programs read the UTF-8 (Amharic names) as UTF-8.
    start: () => void write(`\uFEFF${csvLine(columns.map((c) => c.key))}`),
    write: (rows) => void write(rows.map((row) => csvRow(columns, row)).join('')),
    end: async () => {
      out.end();
      await new Promise<void>((resolve) => out.once('finish', resolve));
    },
  };
}

/** The source's rows, page after page, never more than `limit` in all. */
export async function* batchesOf<Row>(
  source: ExportSource<Row>,
  batchSize: number,
  limit: number,
): AsyncGenerator<readonly Row[]> {
  let after: Row | undefined;
  let sent = 0;
  while (sent < limit) {
    const batch = await source.page(after, batchSize);
    const rows = batch.slice(0, limit - sent);
    if (rows.length > 0) yield rows;
    sent += rows.length;
    if (batch.length < batchSize) return;
    after = batch.at(-1);
  }
}

/**
 * An export of exactly what a list's filter selects (docs/exports.md). Counts first and refuses
 * (400) beyond the cap, before any byte is sent; then the file streams: nothing is read until the
 * client reads (a tenant route's answer starts after its transaction has committed, so the
 * source's pages must open their own), and the next page is read only when the previous one's
 * bytes have been taken (backpressure, one batch at a time).
 */
export async function prepareExport<Row>(request: ExportRequest<Row>): Promise<PreparedExport> {
  const maxRows = request.maxRows ?? EXPORT_MAX_ROWS;
  const batchSize = request.batchSize ?? EXPORT_BATCH_SIZE;
  const total = await request.source.count();
  if (total > maxRows)
    throw new AppError('BAD_REQUEST', exportTooLargeMessage(total, maxRows, request.narrow));
  const now = request.now ?? new Date();
  const columns = request.columns.filter((c) => c.only?.includes(request.format) ?? true);
  const stamp = `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

  async function* bytes(): AsyncGenerator<Buffer> {
    const out = new Chunks();
    const writer =
      request.format === 'csv'
        ? csvWriter(out, columns)
        : request.format === 'xlsx'
          ? xlsxWriter(out, columns, request.title)
          : pdfWriter(out, columns, {
              title: request.title,
              subtitle: [
                request.description,
                `${formatNumber(total)} ${total === 1 ? 'row' : 'rows'}`,
                `exported ${stamp}`,
              ]
                .filter(Boolean)
                .join(' - '),
            });
    await writer.start();
    for await (const rows of batchesOf(request.source, batchSize, maxRows)) {
      await writer.write(rows);
      const chunk = out.take();
      if (chunk) yield chunk;
    }
    await writer.end();
    const rest = out.take();
    if (rest) yield rest;
  }

  return {
    contentType: CONTENT_TYPES[request.format],
    filename: `${request.filename}-${request.filenameStamp ?? now.toISOString().slice(0, 10)}.${request.format}`,
    rows: total,
    body: Readable.from(bytes(), { objectMode: false }),
  };
}

/**
 * Sets the answer's headers and hands back the body for the handler to return (Fastify sends a
 * returned stream as it sends one given to reply.send). Typed as the documented body (a string) so
 * a route's response schema can describe the file.
 */
export function sendExport(reply: FastifyReply, prepared: PreparedExport): string {
  reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${prepared.filename}"`)
    .type(prepared.contentType);
  return prepared.body as unknown as string;
}
