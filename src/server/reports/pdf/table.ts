// Tables for the PDF: a header row and zebra rows, continuing on a new page when the page is full.
import type PDFKit from 'pdfkit';

export interface Column {
  header: string;
  /** Share of the table width. */
  weight: number;
  align?: 'left' | 'right';
}

const ROW_H = 16;

export function table(doc: PDFKit.PDFDocument, title: string, columns: Column[], rows: string[][]): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const total = columns.reduce((s, c) => s + c.weight, 0);
  const widths = columns.map((c) => (c.weight / total) * width);
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  if (doc.y + ROW_H * 3 > bottom()) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#000000').text(title, left, doc.y);
  doc.moveDown(0.3);

  const drawRow = (cells: string[], header: boolean, shade: boolean) => {
    if (doc.y + ROW_H > bottom()) doc.addPage();
    const y = doc.y;
    if (header || shade) doc.rect(left, y, width, ROW_H).fillColor(header ? '#2F4F4F' : '#F2F4F4').fill();
    doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(8).fillColor(header ? '#FFFFFF' : '#000000');
    let x = left;
    cells.forEach((cell, i) => {
      doc.text(cell, x + 4, y + 4, { width: widths[i]! - 8, align: columns[i]?.align ?? 'left', lineBreak: false, ellipsis: true });
      x += widths[i]!;
    });
    doc.x = left;
    doc.y = y + ROW_H;
  };

  drawRow(columns.map((c) => c.header), true, false);
  if (rows.length === 0) drawRow(['No data in this period', ...columns.slice(1).map(() => '')], false, false);
  rows.forEach((r, i) => drawRow(r, false, i % 2 === 1));
  doc.moveDown(1);
}
