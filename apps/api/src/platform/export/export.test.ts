import { EXPORT_FORMATS, EXPORT_MAX_ROWS, type TExportFormat } from '@dawa/contract';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { readCsv, readPdf, readXlsx } from '../../test/exports.ts';
import { AppError } from '../errors.ts';
import {
  cellOf,
  csvCell,
  moneyText,
  prepareExport,
  type ExportColumn,
  type ExportSource,
} from './index.ts';
import { printable } from './pdf.ts';

interface Item {
  id: number;
  name: string;
  quantity: number;
  priceCents: number;
  day: string;
  at: Date;
  note: string | null;
}

// 1,200 items, a tenth of them with text that a spreadsheet would run as a formula.
const ITEMS: Item[] = Array.from({ length: 1200 }, (_, i) => ({
  id: i + 1,
  name: i % 10 === 3 ? `=HYPERLINK("http://evil/${i}","Item ${i + 1}")` : `Item ${i + 1}`,
  quantity: i * 3,
  priceCents: 85_000 + i,
  day: `2027-03-${String((i % 28) + 1).padStart(2, '0')}`,
  at: new Date(Date.UTC(2027, 2, 12, 14, 5, 9) + i * 1000),
  note: i % 5 === 0 ? null : i % 5 === 1 ? '-1 left, @home' : 'ok',
}));

const COLUMNS: ExportColumn<Item>[] = [
  { key: 'id', header: 'Id', type: 'number', value: (r) => r.id },
  { key: 'name', header: 'Name', type: 'text', value: (r) => r.name },
  { key: 'quantity', header: 'Quantity', type: 'number', value: (r) => r.quantity },
  { key: 'price', header: 'Price (ETB)', type: 'money', value: (r) => r.priceCents },
  { key: 'day', header: 'Day', type: 'date', value: (r) => r.day },
  { key: 'at', header: 'Time (UTC)', type: 'datetime', value: (r) => r.at },
  { key: 'note', header: 'Note', type: 'text', value: (r) => r.note, only: ['csv', 'xlsx'] },
];

/** The filter: even ids, read by keyset pages on id; counts the pages asked for. */
function evenItems(items: readonly Item[] = ITEMS) {
  const selected = items.filter((item) => item.id % 2 === 0);
  const source: ExportSource<Item> & { pages: number } = {
    pages: 0,
    count: () => Promise.resolve(selected.length),
    page: (after, limit) => {
      source.pages += 1;
      return Promise.resolve(
        selected.filter((item) => after === undefined || item.id > after.id).slice(0, limit),
      );
    },
  };
  return { selected, source };
}

async function exported(format: TExportFormat, items?: readonly Item[]) {
  const { selected, source } = evenItems(items);
  const prepared = await prepareExport({
    format,
    title: 'Stock on hand',
    filename: 'stock',
    columns: COLUMNS,
    source,
    batchSize: 100,
    description: 'Even ids',
    now: new Date('2027-03-12T10:00:00Z'),
  });
  const body = await buffer(prepared.body);
  return { prepared, body, selected, source };
}

describe('exports (docs/exports.md)', () => {
  it('CSV: exactly the filtered rows, typed cells as text, formula-safe, with a BOM', async () => {
    const { prepared, body, selected, source } = await exported('csv');
    expect(prepared.contentType).toBe('text/csv; charset=utf-8');
    expect(prepared.filename).toBe('stock-2027-03-12.csv');
    const [head, ...rows] = readCsv(body);
    expect(head).toEqual(['id', 'name', 'quantity', 'price', 'day', 'at', 'note']);
    expect(rows).toEqual(
      selected.map((item) => [
        String(item.id),
        item.name.startsWith('=') ? `'${item.name}` : item.name,
        String(item.quantity),
        moneyText(item.priceCents),
        item.day,
        `${item.at.toISOString().slice(0, 19).replace('T', ' ')} UTC`,
        item.note === null ? '' : item.note.startsWith('-') ? `'${item.note}` : item.note,
      ]),
    );
    expect(rows[0]?.[3]).toBe('850.01');
    // Streamed in batches: 600 rows in pages of 100.
    expect(source.pages).toBeGreaterThan(1);
    expect(source.pages).toBe(7);
  });

  it('XLSX: opens, holds exactly the filtered rows; numbers, money and dates stay typed', async () => {
    const { prepared, body, selected } = await exported('xlsx');
    expect(prepared.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(prepared.filename).toBe('stock-2027-03-12.xlsx');
    const [head, ...rows] = await readXlsx(body);
    expect(head).toEqual(COLUMNS.map((c) => c.header));
    expect(rows).toEqual(
      selected.map((item) => [
        item.id,
        item.name.startsWith('=') ? `'${item.name}` : item.name,
        item.quantity,
        item.priceCents / 100,
        new Date(`${item.day}T00:00:00Z`),
        item.at,
        item.note === null ? null : item.note.startsWith('-') ? `'${item.note}` : item.note,
      ]),
    );
  });

  it('PDF: opens, pages with the header repeated and numbered, every filtered row and no other', async () => {
    const { prepared, body, selected } = await exported('pdf');
    expect(prepared.contentType).toBe('application/pdf');
    expect(prepared.filename).toBe('stock-2027-03-12.pdf');
    const pdf = readPdf(body);
    expect(pdf.pages).toBeGreaterThan(5);
    expect(pdf.runs.filter((run) => run === 'Price (ETB)')).toHaveLength(pdf.pages);
    for (let page = 1; page <= pdf.pages; page += 1)
      expect(pdf.runs).toContain(`Stock on hand - Page ${page}`);
    expect(pdf.text).toContain('Even ids - 600 rows - exported 2027-03-12 10:00 UTC');
    // The price column (unique per item): every selected row, in order, and nothing else.
    const prices = pdf.runs.filter((run) => /^\d{3}\.\d{2}$/.test(run));
    expect(prices).toEqual(selected.map((item) => moneyText(item.priceCents)));
    // The tools-only column is left out of the printed table.
    expect(pdf.runs).toContain('850.01');
    expect(pdf.runs).toContain('2027-03-12 14:05:10 UTC');
    expect(pdf.runs).not.toContain('Note');
  });

  it('refuses beyond the cap with how many rows and the cap, before reading a page', async () => {
    const { source } = evenItems();
    const refused = prepareExport({
      format: 'xlsx',
      title: 'Stock',
      filename: 'stock',
      columns: COLUMNS,
      source,
      maxRows: 599,
      narrow: 'narrow the dates',
    });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message:
        'This export would hold 600 rows; at most 599 can be exported at once: narrow the dates',
    });
    expect(source.pages).toBe(0);
    expect(EXPORT_MAX_ROWS).toBe(50_000);
  });

  it('reads pages only as the client takes the bytes (backpressure), and an empty filter still opens', async () => {
    const { source } = evenItems();
    const prepared = await prepareExport({
      format: 'csv',
      title: 'Stock',
      filename: 'stock',
      columns: COLUMNS,
      source,
      batchSize: 20,
    });
    // Nothing is read before the body is (a tenant route's transaction ends first).
    expect(source.pages).toBe(0);
    const iterator = prepared.body[Symbol.asyncIterator]();
    await iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // 30 pages in all; the stream stopped once its buffer was full.
    expect(source.pages).toBeGreaterThan(0);
    expect(source.pages).toBeLessThan(30);
    await iterator.return?.();

    for (const format of EXPORT_FORMATS) {
      const { body } = await exported(format, []);
      if (format === 'csv') expect(readCsv(body)).toHaveLength(1);
      if (format === 'xlsx') expect(await readXlsx(body)).toHaveLength(1);
      if (format === 'pdf') expect(readPdf(body).pages).toBe(1);
    }
  });

  it('formats cells: money exactly in birr, formula starts neutralised, PDF text in its font', () => {
    expect(moneyText(0)).toBe('0.00');
    expect(moneyText(5)).toBe('0.05');
    expect(moneyText(-12_345)).toBe('-123.45');
    expect(moneyText(123_456_789_01)).toBe('123456789.01');
    const money: ExportColumn<number> = { key: 'm', header: 'M', type: 'money', value: (v) => v };
    expect(cellOf(money, 125_000_050)).toEqual({
      text: '1250000.50',
      print: '1,250,000.50',
      typed: 1_250_000.5,
    });
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}x`)).toBe(`'${start}x`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(printable('Role: Member → Admin')).toBe('Role: Member -> Admin');
  });

  it('writes negative numbers and money as numbers in CSV and XLSX (only text can be a formula)', async () => {
    const columns: ExportColumn<number>[] = [
      { key: 'n', header: 'N', type: 'number', value: (v) => v },
      { key: 'm', header: 'M', type: 'money', value: (v) => v },
      { key: 't', header: 'T', type: 'text', value: (v) => String(v) },
    ];
    const source: ExportSource<number> = {
      count: () => Promise.resolve(1),
      page: (after) => Promise.resolve(after === undefined ? [-150] : []),
    };
    const fileOf = async (format: TExportFormat) =>
      buffer((await prepareExport({ format, title: 'T', filename: 't', columns, source })).body);
    expect(readCsv(await fileOf('csv'))).toEqual([
      ['n', 'm', 't'],
      ['-150', '-1.50', "'-150"],
    ]);
    expect(await readXlsx(await fileOf('xlsx'))).toEqual([
      ['N', 'M', 'T'],
      [-150, -1.5, "'-150"],
    ]);
    expect(printable('Café – ሰላም')).toBe('Café – ???');
  });
});
