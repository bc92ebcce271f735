import type { Readable } from 'node:stream';
import type { Locale, MaterialRights } from '@portal/contracts';
import PDFDocument from 'pdfkit';
import { csvFile } from '../../lib/csv.ts';
import { materialTypeWord } from '../downloads/zip-links.ts';
import { rightsSummaryTexts } from './rights-summary-texts.ts';

// A case's rights summary as a file for the seller or a listing portal that asks (docs/product.md, "Usage
// rights"): one row per material, as a CSV for a spreadsheet or a PDF to send on.

export interface RightsSummaryInput {
  address: string;
  /** The department's day the summary was made on (YYYY-MM-DD). */
  today: string;
  locale: Locale;
  materials: { name: string; type: string; rights: MaterialRights }[];
}

/** The summary's cells in the reader's language, one row per material in the case's order. */
function rowsOf(input: RightsSummaryInput) {
  const words = rightsSummaryTexts[input.locale];
  return input.materials.map((material, index) => {
    const { rights } = material;
    return {
      position: index + 1,
      file: material.name,
      type: materialTypeWord(input.locale, material.type),
      credit: rights.credit,
      licence: rights.licence === 'CUSTOM' ? (rights.licenceText ?? '') : words.licences[rights.licence],
      expiresOn: rights.expiresOn,
      expired: rights.expired ? words.yes : words.no,
      isExpired: rights.expired,
    };
  });
}

const headerOf = (locale: Locale) => {
  const { columns } = rightsSummaryTexts[locale];
  return [
    columns.position,
    columns.file,
    columns.type,
    columns.credit,
    columns.licence,
    columns.expiresOn,
    columns.expired,
  ];
};

export function rightsSummaryCsv(input: RightsSummaryInput): string {
  return csvFile(
    headerOf(input.locale),
    rowsOf(input).map((row) => [
      row.position,
      row.file,
      row.type,
      row.credit,
      row.licence,
      row.expiresOn,
      row.expired,
    ]),
  );
}

/** "Usage rights - Strandvejen 12, 2900 Hellerup", the start of the file's name and the PDF's title. */
export const rightsSummaryTitle = (input: Pick<RightsSummaryInput, 'address' | 'locale'>) =>
  `${rightsSummaryTexts[input.locale].title} - ${input.address}`;

const PAGE_MARGIN = 40;
/** The columns' widths on an A4 page (515 points between the margins), in the CSV's order. */
const COLUMN_WIDTHS = [22, 116, 60, 80, 129, 56, 52];
const CELL_PADDING = 3;
const FONT_SIZE = 8;

/**
 * The same rows as an A4 PDF: the title with the address, the date, and a table whose header is repeated on
 * every page. Helvetica, one of the PDF's standard fonts, writes æ, ø, å, ä and ö (WinAnsi), so nothing is
 * embedded. Answers the document as a stream, written while it is read.
 */
export function rightsSummaryPdf(input: RightsSummaryInput): Readable {
  const words = rightsSummaryTexts[input.locale];
  const title = rightsSummaryTitle(input);
  const doc = new PDFDocument({ size: 'A4', margin: PAGE_MARGIN, info: { Title: title } });
  doc.font('Helvetica-Bold').fontSize(14).text(title);
  doc.moveDown(0.3).font('Helvetica').fontSize(10).text(`${words.date}: ${input.today}`);
  doc.moveDown(1);
  const bottom = doc.page.height - PAGE_MARGIN;
  const header = headerOf(input.locale);
  /** `expired`: the row's last day and "expired" are drawn bold in red, so an expired file stands out. */
  const drawRow = (cells: string[], isHeader: boolean, expired = false) => {
    const font = () => doc.font(isHeader ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    font();
    const heights = cells.map((cell, index) =>
      doc.heightOfString(cell, { width: (COLUMN_WIDTHS[index] ?? 0) - 2 * CELL_PADDING }),
    );
    const height = Math.max(...heights) + 2 * CELL_PADDING;
    if (doc.y + height > bottom) {
      doc.addPage();
      if (!isHeader) drawRow(header, true);
      font();
    }
    const top = doc.y;
    let left = PAGE_MARGIN;
    cells.forEach((cell, index) => {
      const width = COLUMN_WIDTHS[index] ?? 0;
      const marked = expired && index >= cells.length - 2;
      if (marked) doc.font('Helvetica-Bold').fillColor('#b00020');
      doc.text(cell, left + CELL_PADDING, top + CELL_PADDING, { width: width - 2 * CELL_PADDING });
      if (marked) font().fillColor('black');
      left += width;
    });
    doc
      .moveTo(PAGE_MARGIN, top + height)
      .lineTo(left, top + height)
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .stroke();
    doc.x = PAGE_MARGIN;
    doc.y = top + height;
  };
  const rows = rowsOf(input);
  drawRow(header, true);
  for (const row of rows) {
    drawRow(
      [
        String(row.position),
        row.file,
        row.type,
        row.credit ?? '',
        row.licence,
        row.expiresOn ?? words.noExpiry,
        row.expired,
      ],
      false,
      row.isExpired,
    );
  }
  if (rows.length === 0) doc.moveDown(1).font('Helvetica').fontSize(10).text(words.empty, PAGE_MARGIN);
  doc.end();
  return doc;
}
