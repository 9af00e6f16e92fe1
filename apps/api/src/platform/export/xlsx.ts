import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { cellOf, DEFAULT_WIDTH, neutralise, type ExportColumn } from './columns.ts';
import type { FormatWriter } from './format-writer.ts';

// XLSX by exceljs's streaming writer (docs/decisions/020-export-formats.md): each row is committed
// as it is written, so a batch's rows leave memory once zipped. Shared strings are off (their
// table would grow with every distinct text until the end).

const NUMBER_FORMAT = {
  number: '#,##0.##########',
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
} as const;

/** Characters XML 1.0 cannot hold (controls other than tab, line feed and carriage return). */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** A sheet name Excel accepts: at most 31 characters, none of \ / ? * [ ] : */
const sheetName = (title: string) => title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Export';

export function xlsxWriter<Row>(
  out: Writable,
  columns: readonly ExportColumn<Row>[],
  title: string,
): FormatWriter<Row> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(sheetName(title), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({
    key: column.key,
    header: column.header,
    width: Math.min(60, column.width ?? DEFAULT_WIDTH[column.type]),
    ...(column.type === 'text' ? {} : { style: { numFmt: NUMBER_FORMAT[column.type] } }),
  }));
  sheet.getRow(1).font = { bold: true };
  return {
    start: () => {
      sheet.getRow(1).commit();
    },
    write: (rows) => {
      for (const row of rows) {
        const values = columns.map((column) => {
          const cell = cellOf(column, row);
          // Numbers and dates stay numbers and dates; only text can look like a formula.
          if (cell.typed !== null) return cell.typed;
          return cell.text === '' ? null : neutralise(cell.text.replace(XML_INVALID, ''));
        });
        sheet.addRow(values).commit();
      }
    },
    end: async () => {
      sheet.commit();
      await book.commit();
    },
  };
}
