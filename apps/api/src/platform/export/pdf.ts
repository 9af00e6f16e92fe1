import PDFDocument from 'pdfkit';
import type { Writable } from 'node:stream';
import { cellOf, DEFAULT_WIDTH, type ExportColumn } from './columns.ts';
import type { FormatWriter } from './format-writer.ts';

// A PDF by pdfkit (docs/decisions/020-export-formats.md): a plain table on landscape A4, the header
// row repeated on every page, the title and page number in each page's foot. Pages are written out
// as the next one starts (no buffered pages), so a long export does not sit in memory; the total
// page count is therefore not printed ("Page 3", not "Page 3 of 40").

const MARGIN = 30;
const FONT_SIZE = 7.5;
const PAD = 2;
/** A long cell is cut after this many lines, with an ellipsis (the CSV and XLSX keep it whole). */
const MAX_LINES = 3;

// The PDF's built-in Helvetica writes Windows-1252 only. Until an embedded font with Ethiopic
// glyphs is shipped (decision 020), other characters print as "?" rather than as wrong glyphs.
const WIN_ANSI_EXTRA = new Set(
  '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((c) => c.codePointAt(0)),
);
const REPLACEMENTS: Record<string, string> = { '→': '->', '←': '<-', '≤': '<=', '≥': '>=' };

export function printable(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 9 || code === 10) out += char;
    else if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) out += char;
    else if (WIN_ANSI_EXTRA.has(code)) out += char;
    else out += REPLACEMENTS[char] ?? (code < 0x20 || code === 0x7f ? ' ' : '?');
  }
  return out;
}

export interface PdfHeading {
  title: string;
  /** Under the title on the first page: the filter, when the export was made, how many rows. */
  subtitle: string;
}

export function pdfWriter<Row>(
  out: Writable,
  allColumns: readonly ExportColumn<Row>[],
  heading: PdfHeading,
): FormatWriter<Row> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    autoFirstPage: false,
    info: { Title: printable(heading.title), Producer: 'Dawa' },
  });
  const done = new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('error', reject);
    doc.once('error', reject);
  });
  doc.pipe(out);

  const columns = allColumns;
  let pageNumber = 0;
  let y = 0;
  let pageWidth = 0;
  let bottom = 0;
  let xs: number[] = [];
  let widths: number[] = [];

  const layout = () => {
    pageWidth = doc.page.width;
    bottom = doc.page.height - MARGIN - 12;
    const usable = pageWidth - 2 * MARGIN;
    const weights = columns.map((c) => c.width ?? DEFAULT_WIDTH[c.type]);
    const sum = weights.reduce((a, b) => a + b, 0);
    widths = weights.map((w) => (usable * w) / sum);
    xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  };

  const alignOf = (column: ExportColumn<Row>) =>
    column.type === 'number' || column.type === 'money' ? 'right' : 'left';

  /** One row of cells at `y`; its height is its tallest cell's (at most MAX_LINES lines). */
  const drawRow = (texts: readonly string[], font: string, shade: boolean) => {
    doc.font(font).fontSize(FONT_SIZE);
    const lineHeight = doc.currentLineHeight(true);
    // Most cells fit on one line: measured by their width alone and written without pdfkit's
    // line wrapper, which costs several times more (10,000 rows: 10 s before, see docs/exports.md).
    const oneLine = texts.map(
      (text, i) => !text.includes('\n') && doc.widthOfString(text) <= widths[i]! - 2 * PAD,
    );
    const heights = texts.map((text, i) =>
      oneLine[i]
        ? lineHeight
        : Math.min(
            doc.heightOfString(text, { width: widths[i]! - 2 * PAD }),
            MAX_LINES * lineHeight,
          ),
    );
    const height = Math.max(lineHeight, ...heights) + 2 * PAD;
    if (y + height > bottom) {
      startPage();
      doc.font(font).fontSize(FONT_SIZE);
    }
    if (shade) doc.rect(MARGIN, y, pageWidth - 2 * MARGIN, height).fill('#eeeeee');
    doc.fillColor('#000000');
    texts.forEach((text, i) => {
      if (text === '') return;
      const right = alignOf(columns[i]!) === 'right';
      if (oneLine[i]) {
        const x = right ? xs[i]! + widths[i]! - PAD - doc.widthOfString(text) : xs[i]! + PAD;
        doc.text(text, x, y + PAD, { lineBreak: false });
        return;
      }
      doc.text(text, xs[i]! + PAD, y + PAD, {
        width: widths[i]! - 2 * PAD,
        height: heights[i]! + 0.5,
        ellipsis: true,
        align: right ? 'right' : 'left',
      });
    });
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(pageWidth - MARGIN, y)
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .stroke();
  };

  const headerTexts = columns.map((c) => printable(c.header));

  function startPage() {
    doc.addPage();
    pageNumber += 1;
    layout();
    // The foot is written below the bottom margin: without lifting it, pdfkit would start a page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555555')
      .text(`${printable(heading.title)} - Page ${pageNumber}`, MARGIN, doc.page.height - MARGIN, {
        width: pageWidth - 2 * MARGIN,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
    y = MARGIN;
    if (pageNumber === 1) {
      doc.font('Helvetica-Bold').fontSize(13).fillColor('#000000');
      doc.text(printable(heading.title), MARGIN, y, { width: pageWidth - 2 * MARGIN });
      y = doc.y + 2;
      doc.font('Helvetica').fontSize(8).fillColor('#333333');
      doc.text(printable(heading.subtitle), MARGIN, y, { width: pageWidth - 2 * MARGIN });
      y = doc.y + 6;
    }
    drawRow(headerTexts, 'Helvetica-Bold', true);
  }

  return {
    start: () => startPage(),
    write: (rows) => {
      for (const row of rows) {
        drawRow(
          columns.map((column) => printable(cellOf(column, row).print)),
          'Helvetica',
          false,
        );
      }
    },
    end: async () => {
      doc.end();
      await done;
    },
  };
}
