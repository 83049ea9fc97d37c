// The KPI tiles of each variant, from the blocks the builder computed.
import type { Kpi, ReportData } from '../../domain/report-data';
import { overallAuditContamination } from './aggregates/audits';
import { furnitureTotals } from './aggregates/furniture';
import { overallCostPerTonne } from './aggregates/transactions';
import { totalsOf } from './aggregates/weights';
import { ratio, round2 } from './sql';

type Blocks = Omit<ReportData, 'kpis' | 'title' | 'filters' | 'buildings' | 'streams' | 'reportType'> & {
  serviceTallyCostAud: number;
};

const kpi = (key: string, label: string, value: number | null, unit: Kpi['unit']): Kpi => ({ key, label, value, unit });

function weightKpis(b: Blocks, label: string): Kpi[] {
  const t = totalsOf(b.diversion);
  return [kpi('totalKg', label, t.totalKg, 'kg'), kpi('diversionPct', 'Diversion', t.diversionPct, '%')];
}

export function kpisOf(type: ReportData['reportType'], b: Blocks): Kpi[] {
  const cost = overallCostPerTonne(b.costPerTonne);
  const completeness = kpi('completenessPct', 'Data completeness (12 months)', b.completeness?.pct ?? null, '%');
  switch (type) {
    case 'Full':
      return [
        ...weightKpis(b, 'Generated waste'),
        kpi('contaminatedPct', 'Contaminated collections', b.contamination?.pct ?? null, '%'),
        kpi('costPerTonne', 'Cost per tonne', cost.costPerTonne, 'AUD/t'),
        completeness,
      ];
    case 'Supplier':
      return [
        ...weightKpis(b, 'Reported by suppliers'),
        kpi('amountAud', 'Total cost', cost.amountAud, 'AUD'),
        kpi('costPerTonne', 'Cost per tonne', cost.costPerTonne, 'AUD/t'),
        completeness,
      ];
    case 'Lite':
      return [
        ...weightKpis(b, 'Estimated from bin counts'),
        kpi('bins', 'Bins counted', b.binCounts.reduce((s, c) => s + c.bins, 0), 'count'),
        kpi('serviceTallyCost', 'Service-tally cost', b.serviceTallyCostAud, 'AUD'),
        completeness,
      ];
    case 'Furniture': {
      const f = furnitureTotals(b.furniture);
      return [
        kpi('items', 'Items with an outcome', f.items, 'count'),
        kpi('totalKg', 'Furniture weight', f.kg, 'kg'),
        kpi('diversionPct', 'Furniture diversion', f.diversionPct, '%'),
        kpi('valueRecovered', 'Value recovered', f.valueRecoveredAud, 'AUD'),
      ];
    }
    case 'Audits': {
      const a = b.audits;
      return [
        kpi('audits', 'Audits', a?.audits ?? 0, 'count'),
        kpi('sampledKg', 'Sampled (post-sort)', a ? round2(a.byPresentedStream.reduce((s, r) => s + r.sampledKg, 0)) : 0, 'kg'),
        kpi('contaminationPct', 'Contamination', a ? overallAuditContamination(a) : null, '%'),
        kpi('recoverablePct', 'Recoverable in general waste', a?.recoverableInGeneralPct ?? null, '%'),
      ];
    }
    case 'Portfolio':
      return [
        kpi('buildings', 'Buildings', b.portfolio.length, 'count'),
        ...weightKpis(b, 'Generated waste'),
        kpi('costPerTonne', 'Cost per tonne', cost.costPerTonne, 'AUD/t'),
      ];
    case 'TenantPortfolio': {
      const heads = b.league.reduce((s, r) => s + (r.headcount ?? 0), 0);
      const kg = b.league.reduce((s, r) => s + r.totalKg, 0);
      return [
        kpi('tenancies', 'Tenancies', b.league.length, 'count'),
        ...weightKpis(b, 'Generated waste'),
        kpi('kgPerHeadcount', 'kg per person', ratio(kg, heads), 'kg/person'),
      ];
    }
  }
}
