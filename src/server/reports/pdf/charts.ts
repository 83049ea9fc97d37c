// Vector charts for the PDF, drawn with pdfkit's path operators from the same figures the pages
// chart: stacked bars (kg by stream by month), a line (diversion % by month), plain bars.
import type PDFKit from 'pdfkit';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Series {
  name: string;
  colour: string;
  values: number[];
}

const AXIS = '#555555';
const GRID = '#DDDDDD';
const PLOT_LEFT = 48;
const PLOT_BOTTOM = 28;

/** A round upper bound for an axis (1, 2, 2.5, 5 × 10^n). */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const exp = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * exp >= value) return step * exp;
  return 10 * exp;
}

function plotArea(box: Box): Box {
  return { x: box.x + PLOT_LEFT, y: box.y + 18, w: box.w - PLOT_LEFT - 6, h: box.h - 18 - PLOT_BOTTOM };
}

function frame(doc: PDFKit.PDFDocument, box: Box, title: string, max: number, unit: string, labels: string[]): Box {
  const plot = plotArea(box);
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000').text(title, box.x, box.y, { width: box.w });
  doc.font('Helvetica').fontSize(7);
  for (let i = 0; i <= 4; i++) {
    const y = plot.y + plot.h - (plot.h * i) / 4;
    doc.moveTo(plot.x, y).lineTo(plot.x + plot.w, y).lineWidth(0.5).strokeColor(i === 0 ? AXIS : GRID).stroke();
    const value = (max * i) / 4;
    doc.fillColor(AXIS).text(`${value.toLocaleString('en-AU', { maximumFractionDigits: 1 })}${unit}`, box.x, y - 4, { width: PLOT_LEFT - 4, align: 'right' });
  }
  const slot = plot.w / Math.max(labels.length, 1);
  const every = Math.max(1, Math.ceil(labels.length / 12));
  labels.forEach((label, i) => {
    if (i % every !== 0) return;
    doc.fillColor(AXIS).text(label, plot.x + slot * i, plot.y + plot.h + 4, { width: slot * every, align: 'center' });
  });
  return plot;
}

export function stackedBarChart(doc: PDFKit.PDFDocument, box: Box, title: string, labels: string[], series: Series[], unit = ''): void {
  const totals = labels.map((_, i) => series.reduce((s, x) => s + (x.values[i] ?? 0), 0));
  const max = niceMax(Math.max(0, ...totals));
  const plot = frame(doc, box, title, max, unit, labels);
  const slot = plot.w / Math.max(labels.length, 1);
  const barW = slot * 0.7;
  labels.forEach((_, i) => {
    let base = plot.y + plot.h;
    for (const s of series) {
      const h = ((s.values[i] ?? 0) / max) * plot.h;
      if (h <= 0) continue;
      doc.rect(plot.x + slot * i + (slot - barW) / 2, base - h, barW, h).fillColor(s.colour).fill();
      base -= h;
    }
  });
  legend(doc, { x: box.x, y: box.y + box.h + 4, w: box.w, h: 0 }, series);
}

export function barChart(doc: PDFKit.PDFDocument, box: Box, title: string, labels: string[], values: number[], colour: string, unit = ''): void {
  stackedBarChart(doc, box, title, labels, [{ name: title, colour, values }], unit);
}

export function lineChart(
  doc: PDFKit.PDFDocument,
  box: Box,
  title: string,
  labels: string[],
  values: (number | null)[],
  colour: string,
  options: { max?: number; unit?: string; target?: number | null } = {},
): void {
  const max = options.max ?? niceMax(Math.max(0, ...values.map((v) => v ?? 0)));
  const plot = frame(doc, box, title, max, options.unit ?? '', labels);
  const slot = plot.w / Math.max(labels.length, 1);
  const point = (i: number, v: number) => [plot.x + slot * i + slot / 2, plot.y + plot.h - (v / max) * plot.h] as const;
  let drawing = false;
  values.forEach((v, i) => {
    if (v === null) {
      drawing = false;
      return;
    }
    const [x, y] = point(i, v);
    if (drawing) doc.lineTo(x, y);
    else doc.moveTo(x, y);
    drawing = true;
  });
  doc.lineWidth(1.5).strokeColor(colour).stroke();
  values.forEach((v, i) => {
    if (v === null) return;
    const [x, y] = point(i, v);
    doc.circle(x, y, 2).fillColor(colour).fill();
  });
  if (options.target !== undefined && options.target !== null) {
    const y = plot.y + plot.h - (options.target / max) * plot.h;
    doc.moveTo(plot.x, y).lineTo(plot.x + plot.w, y).dash(3, { space: 3 }).lineWidth(0.8).strokeColor('#C0392B').stroke().undash();
  }
}

function legend(doc: PDFKit.PDFDocument, box: Box, series: Series[]): void {
  if (series.length < 2) return;
  doc.font('Helvetica').fontSize(7);
  let x = box.x + PLOT_LEFT;
  let y = box.y;
  for (const s of series) {
    const width = doc.widthOfString(s.name) + 18;
    if (x + width > box.x + box.w) {
      x = box.x + PLOT_LEFT;
      y += 10;
    }
    doc.rect(x, y + 1, 7, 7).fillColor(s.colour).fill();
    doc.fillColor('#000000').text(s.name, x + 10, y + 1, { lineBreak: false });
    x += width;
  }
}
