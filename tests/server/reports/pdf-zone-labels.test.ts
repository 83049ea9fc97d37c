// Issue #13 (PDF): the built-in report PDF is stamped on its building's clock with the zone's
// abbreviation (not "UTC"), prints its period as dd/mm/yyyy, and — generated from the enum tables
// of the fields it prints (waste stream fate, furniture outcome) — shows each value by its label,
// never its key. Rendered directly; tests/server/reports/export.test.ts covers the job over HTTP.
import { describe, expect, it } from 'vitest';
import type { ReportData } from '../../../src/domain/report-data';
import { renderReportPdf } from '../../../src/server/reports/pdf/render';
import { enumFieldLabels } from '../../helpers/enum-labels';
import { pageText } from './pdf-text';

const field = (entity: string, name: string) => enumFieldLabels().find((f) => f.entity.key === entity && f.field === name)!;
const fates = field('wasteStreams', 'fate');
const outcomes = field('furnitureItems', 'furnitureStatus');

function report(): ReportData {
  const fateKeys = fates.meta.options!.map(String);
  const streams = fateKeys.map((fate, i) => ({ id: i + 1, name: `Stream ${i + 1}`, code: `S${i + 1}`, fate, colour: '#336699' }));
  return {
    reportType: 'Full',
    title: 'Zone and labels',
    filters: { from: '2026-01-01', to: '2026-10-31', tenantIds: [1], wasteStreamIds: null },
    buildings: [{ tenantId: 1, name: 'Harbour Tower' }],
    streams,
    kpis: [],
    weightSource: 'collections',
    weights: streams.map((s) => ({ month: '2026-03', wasteStreamId: s.id, kg: 100 })),
    diversion: [],
    contamination: null,
    costPerTonne: [],
    league: [],
    completeness: null,
    furniture: outcomes.meta.options!.map((o) => ({ outcome: String(o), items: 1, kg: 10, valueAud: 5 })),
    audits: null,
    binCounts: [],
    contractors: [],
    portfolio: [],
  };
}

const noProgress = async () => {};
// 10:14 UTC on 24/11/2026: 9:14 pm in Sydney (AEDT, UTC+11), 6:14 pm in Perth (AWST, UTC+8).
const AT = new Date('2026-11-24T10:14:00Z');

describe('report PDF: the building’s clock and labels', () => {
  it('stamps Generated in the building’s zone with its abbreviation, and the period as dd/mm/yyyy', async () => {
    const sydney = pageText(await renderReportPdf(report(), noProgress, AT, 'Australia/Sydney'));
    expect(sydney).toContain('Generated: 24/11/2026 9:14 pm AEDT');
    expect(sydney).not.toContain('UTC');
    expect(sydney).toContain('Period: 01/01/2026 to 31/10/2026');
    const perth = pageText(await renderReportPdf(report(), noProgress, AT, 'Australia/Perth'));
    expect(perth).toContain('Generated: 24/11/2026 6:14 pm AWST');
  });

  it('prints every fate and furniture outcome by its label, never its key', async () => {
    const text = pageText(await renderReportPdf(report(), noProgress, AT, 'Australia/Sydney'));
    const lines = new Set(text.split('\n').map((l) => l.trim()));
    for (const f of [fates, outcomes]) {
      for (const raw of f.raw) expect(lines.has(raw), `${f.field}: ${raw}`).toBe(false);
      for (const label of f.labels) expect(text, `${f.field}: ${label}`).toContain(label);
    }
    expect(outcomes.raw.size).toBeGreaterThan(0);
  });
});
