// The built-in PDF of a report: a summary page (title, filters, KPI tiles, the trend), a page of
// charts drawn as vectors, and the tables. Progress is reported as the pages are laid out.
import PDFDocument from 'pdfkit';
import type { ReportData } from '../../../domain/report-data';
import { monthLabel, monthsBetween, pivotStreamMonths, streamName } from '../../../domain/report-charts';
import { barChart, lineChart, stackedBarChart, type Box } from './charts';
import { fmtKpi } from '../../../domain/report-format';
import { DEFAULT_TIME_ZONE, formatStampIn } from '../../../domain/building-time';
import { outcomeLabel, periodText } from './pdf-labels';
import { tables } from './sections';

export type Progress = (percent: number) => Promise<void>;

const MARGIN = 50;

function header(doc: PDFKit.PDFDocument, data: ReportData, generatedAt: Date, timeZone: string): void {
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#1B4F72').text(data.title, MARGIN, MARGIN);
  doc.moveDown(0.4).font('Helvetica').fontSize(10).fillColor('#333333');
  const chosen = new Set(data.filters.tenantIds);
  const buildings = data.buildings.filter((b) => chosen.has(b.tenantId)).map((b) => b.name);
  const streams = data.filters.wasteStreamIds?.map((id) => streamName(data.streams, id)).join(', ') ?? 'All streams';
  doc.text(`Period: ${periodText(data.filters.from, data.filters.to)}`);
  doc.text(`Buildings: ${buildings.length ? buildings.join(', ') : 'none'}`);
  doc.text(`Streams: ${streams}`);
  // The building's clock and zone ("24/11/2026 9:14 pm AEDT"), as its people read the time.
  doc.text(`Generated: ${formatStampIn(generatedAt, timeZone)}`);
  doc.moveDown(1);
}

function kpiTiles(doc: PDFKit.PDFDocument, data: ReportData): void {
  const width = doc.page.width - 2 * MARGIN;
  const cols = 3;
  const tileW = (width - (cols - 1) * 10) / cols;
  const top = doc.y;
  data.kpis.forEach((k, i) => {
    const x = MARGIN + (i % cols) * (tileW + 10);
    const y = top + Math.floor(i / cols) * 62;
    doc.roundedRect(x, y, tileW, 52, 4).fillColor('#EAF2F8').fill();
    doc.font('Helvetica').fontSize(8).fillColor('#555555').text(k.label, x + 8, y + 8, { width: tileW - 16 });
    doc.font('Helvetica-Bold').fontSize(16).fillColor('#1B4F72').text(fmtKpi(k), x + 8, y + 24, { width: tileW - 16 });
  });
  doc.x = MARGIN;
  doc.y = top + Math.ceil(data.kpis.length / cols) * 62 + 10;
}

function chartsPage(doc: PDFKit.PDFDocument, data: ReportData): void {
  const w = doc.page.width - 2 * MARGIN;
  const box = (y: number, h = 220): Box => ({ x: MARGIN, y, w, h });
  const months = monthsBetween(data.filters.from, data.filters.to);
  const labels = months.map(monthLabel);
  let y = MARGIN;
  const next = (h = 220) => {
    const b = box(y, h);
    y += h + 50;
    return b;
  };
  if (data.weightSource) {
    const series = pivotStreamMonths(data.weights, data.streams, months).map((s) => ({ name: s.stream.name, colour: s.stream.colour, values: s.values }));
    stackedBarChart(doc, next(), 'Generated kg by stream and month', labels, series);
  }
  if (data.furniture.length > 0) {
    barChart(doc, next(), 'Furniture kg by outcome', data.furniture.map((f) => outcomeLabel(f.outcome)), data.furniture.map((f) => f.kg), '#59A14F');
  }
  if (data.audits && data.audits.byPresentedStream.length > 0) {
    const rows = data.audits.byPresentedStream;
    barChart(doc, next(), 'Contamination % by presented stream', rows.map((r) => streamName(data.streams, r.presentedStreamId)), rows.map((r) => r.contaminationPct ?? 0), '#E15759', '%');
  }
  if (data.portfolio.length > 0 && y < 500) {
    barChart(doc, next(), 'Generated kg by building', data.portfolio.map((b) => b.name), data.portfolio.map((b) => b.totalKg), '#4E79A7');
  }
  if (data.costPerTonne.length > 0 && y < 500) {
    const rows = data.costPerTonne;
    barChart(doc, next(), 'Cost per tonne by stream (AUD)', rows.map((r) => streamName(data.streams, r.wasteStreamId)), rows.map((r) => r.costPerTonne ?? 0), '#F28E2B');
  }
}

/** `timeZone`: the report's building's (report-zone.ts), for the Generated stamp. */
export async function renderReportPdf(data: ReportData, progress: Progress, generatedAt = new Date(), timeZone = DEFAULT_TIME_ZONE): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: data.title, Subject: `${data.reportType} report`, Creator: 'Waste back office' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, data, generatedAt, timeZone);
  kpiTiles(doc, data);
  if (data.diversion.length > 0) {
    const months = monthsBetween(data.filters.from, data.filters.to);
    const byMonth = new Map(data.diversion.map((d) => [d.month, d.diversionPct]));
    lineChart(doc, { x: MARGIN, y: doc.y + 10, w: doc.page.width - 2 * MARGIN, h: 220 }, 'Diversion % by month', months.map(monthLabel), months.map((m) => byMonth.get(m) ?? null), '#59A14F', { max: 100, unit: '%' });
  }
  await progress(30);

  doc.addPage();
  chartsPage(doc, data);
  await progress(60);

  doc.addPage();
  tables(doc, data);
  await progress(90);

  doc.end();
  return done;
}
