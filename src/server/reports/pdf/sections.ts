// The tables of the PDF: one per block the variant computed (empty blocks are left out).
import type PDFKit from 'pdfkit';
import type { ReportData } from '../../../domain/report-data';
import { streamName, streamTotals } from '../../../domain/report-charts';
import { fmtAud, fmtKg, fmtNum, fmtPct } from '../../../domain/report-format';
import { fateLabel, outcomeLabel } from './pdf-labels';
import { table, type Column } from './table';

interface TableSpec {
  title: string;
  /** 'Header:weight' with a trailing '>' for right-aligned figures. */
  columns: string[];
  rows: string[][];
  /** Shown even without rows (a block the variant is about). */
  always?: boolean;
}

function column(spec: string): Column {
  const [header = '', weight = '1'] = spec.replace(/>$/, '').split(':');
  return { header, weight: Number(weight), align: spec.endsWith('>') ? 'right' : 'left' };
}

function specs(data: ReportData): TableSpec[] {
  const name = (id: number) => streamName(data.streams, id);
  const totals = streamTotals(data.weights, data.streams);
  const sum = totals.reduce((s, t) => s + t.kg, 0);
  const share = (kg: number) => fmtPct(sum ? (kg / sum) * 100 : null);
  return [
    {
      title: 'Generated waste by stream',
      columns: ['Stream:3', 'Fate:2', 'kg:2>', 'Share:1>'],
      rows: totals.map((t) => [t.stream.name, fateLabel(t.stream.fate), fmtKg(t.kg), share(t.kg)]),
    },
    {
      title: 'Contaminated collections',
      columns: ['Stream:3', 'Flagged:1>', 'Collections:1>', '%:1>'],
      rows: (data.contamination?.byStream ?? []).map((c) => [name(c.wasteStreamId), fmtNum(c.flagged), fmtNum(c.total), fmtPct(c.pct)]),
    },
    {
      title: 'Cost per tonne by stream',
      columns: ['Stream:3', 'Cost:2>', 'kg:2>', 'AUD/t:2>'],
      rows: data.costPerTonne.map((c) => [name(c.wasteStreamId), fmtAud(c.amountAud), fmtKg(c.kg), fmtAud(c.costPerTonne)]),
    },
    {
      title: 'Tenant league table',
      columns: ['Tenant:4', 'kg:2>', 'Diversion:2>', 'kg/person:2>'],
      rows: data.league.map((l) => [l.customerName, fmtKg(l.totalKg), fmtPct(l.diversionPct), fmtNum(l.kgPerHeadcount, 1)]),
    },
    {
      title: 'Supplier transactions by contractor',
      columns: ['Contractor:5', 'Lines:1>', 'kg:2>', 'Cost:2>'],
      rows: data.contractors.map((c) => [c.name, fmtNum(c.transactions), fmtKg(c.kg), fmtAud(c.amountAud)]),
    },
    {
      title: 'Bin counts by bin type',
      columns: ['Bin type:4', 'Bins:2>', 'Estimated kg:2>'],
      rows: data.binCounts.map((b) => [b.binTypeName, fmtNum(b.bins), fmtKg(b.estKg)]),
    },
    {
      title: 'Furniture outcomes',
      columns: ['Outcome:3', 'Items:1>', 'kg:2>', 'Value:2>'],
      rows: data.furniture.map((f) => [outcomeLabel(f.outcome), fmtNum(f.items), fmtKg(f.kg), fmtAud(f.valueAud)]),
    },
    {
      title: 'Audit results by presented stream',
      columns: ['Presented stream:4', 'Sampled:2>', 'Contaminant:2>', '%:1>'],
      rows: (data.audits?.byPresentedStream ?? []).map((a) => [name(a.presentedStreamId), fmtKg(a.sampledKg), fmtKg(a.contaminantKg), fmtPct(a.contaminationPct)]),
      always: data.reportType === 'Audits',
    },
    {
      title: 'Buildings',
      columns: ['Building:4', 'kg:2>', 'Diversion:2>', 'Contaminated:2>', 'AUD/t:2>'],
      rows: data.portfolio.map((b) => [b.name, fmtKg(b.totalKg), fmtPct(b.diversionPct), fmtPct(b.contaminationPct), fmtAud(b.costPerTonne)]),
    },
  ];
}

export function tables(doc: PDFKit.PDFDocument, data: ReportData): void {
  const shown = specs(data).filter((s) => s.rows.length > 0 || s.always);
  for (const s of shown) table(doc, s.title, s.columns.map(column), s.rows);
  if (shown.length === 0) table(doc, 'Figures', [column('Report:1')], []);
  if (data.completeness) {
    const c = data.completeness;
    doc.font('Helvetica').fontSize(9).fillColor('#000000');
    doc.text(
      `Data completeness: ${c.monthsWithData} of the last 12 months have data (${fmtPct(c.pct)}); ` +
        `${fmtPct(c.actualWeightPct)} of the weight was measured rather than estimated.`,
      doc.page.margins.left,
    );
  }
}
