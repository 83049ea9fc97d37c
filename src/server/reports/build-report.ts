// One report's data (GET /api/Reports/{variant}/Data and the PDF): the blocks its edition is about,
// computed by the aggregates over the resolved scope and period, plus its KPI tiles.
import type { ReportData, ReportFilters } from '../../domain/report-data';
import type { ReportType } from '../../domain/reports';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { auditResults } from './aggregates/audits';
import { binCountsByType, serviceTallyCost } from './aggregates/bin-counts';
import { collectionContamination } from './aggregates/contamination';
import type { AggregateContext, WeightSource } from './aggregates/context';
import { furnitureOutcomes } from './aggregates/furniture';
import { buildingRollups } from './aggregates/portfolio';
import { liveStreams } from './aggregates/streams';
import { costByContractor, costPerTonneByStream } from './aggregates/transactions';
import { weightFigures } from './aggregates/weights';
import { kpisOf } from './kpis';
import { buildingNames, type ReportScope } from './scope';
import { REPORT_VARIANTS } from './variants';

/** What each variant computes (the edition it is about). */
interface Recipe {
  source: WeightSource | null;
  contamination?: boolean;
  cost?: boolean;
  league?: boolean;
  completeness?: boolean;
  furniture?: boolean;
  audits?: boolean;
  binCounts?: boolean;
  contractors?: boolean;
  portfolio?: boolean;
}

const RECIPES: Record<ReportType, Recipe> = {
  Full: { source: 'collections', contamination: true, cost: true, league: true, completeness: true, audits: true },
  Supplier: { source: 'transactions', cost: true, completeness: true, contractors: true },
  Lite: { source: 'binCounts', completeness: true, binCounts: true },
  Furniture: { source: null, furniture: true },
  Audits: { source: null, audits: true },
  Portfolio: { source: 'editions', cost: true, portfolio: true },
  TenantPortfolio: { source: 'editions', league: true, portfolio: true },
};

export class InvalidReportFilters extends HttpError {
  constructor(message: string, field: string) {
    super(400, message, { errors: { [field]: [message] } });
  }
}

/**
 * Refuses filters no report can be drawn from: the data endpoint and the export's start call alike
 * (a job that slipped past ends Failed). `at` is where the filters sit in the request ('' in the
 * data endpoint's query, 'filters.' in the export's body), so the 400 names the field.
 */
export function checkFilters(filters: ReportFilters, at = ''): void {
  if (filters.from > filters.to) throw new InvalidReportFilters('The period starts after it ends.', `${at}to`);
  const days = (Date.parse(filters.to) - Date.parse(filters.from)) / 86_400_000;
  if (!Number.isFinite(days)) throw new InvalidReportFilters('The period is not a valid date range.', `${at}from`);
  if (days > 366 * 10) throw new InvalidReportFilters('The period may span at most ten years.', `${at}to`);
}

const maybe = <T>(on: boolean | undefined, run: () => Promise<T>, none: T): Promise<T> => (on ? run() : Promise.resolve(none));

export async function buildReport(
  db: Db,
  type: ReportType,
  filters: ReportFilters,
  scope: ReportScope,
  title?: string,
): Promise<ReportData> {
  checkFilters(filters);
  const recipe = RECIPES[type];
  const ctx: AggregateContext = {
    db,
    tenantIds: scope.tenantIds,
    customerIds: scope.customerIds,
    wasteStreamIds: filters.wasteStreamIds?.length ? filters.wasteStreamIds : null,
    from: filters.from,
    to: filters.to,
  };
  const source = recipe.source;
  // Sequential on purpose: PGlite serves one query at a time, and a pool stays fair to others.
  const figures = source
    ? await weightFigures(ctx, source, { league: recipe.league, completeness: recipe.completeness })
    : { weights: [], diversion: [], league: [], completeness: null };
  const blocks = {
    weightSource: source,
    weights: figures.weights,
    diversion: figures.diversion,
    contamination: await maybe(recipe.contamination, () => collectionContamination(ctx), null),
    costPerTonne: await maybe(recipe.cost, () => costPerTonneByStream(ctx), []),
    league: figures.league,
    completeness: figures.completeness,
    furniture: await maybe(recipe.furniture, () => furnitureOutcomes(ctx), []),
    audits: await maybe(recipe.audits, () => auditResults(ctx), null),
    binCounts: await maybe(recipe.binCounts, () => binCountsByType(ctx), []),
    contractors: await maybe(recipe.contractors, () => costByContractor(ctx), []),
    portfolio: await maybe(recipe.portfolio, () => buildingRollups(ctx), []),
  };
  const serviceTallyCostAud = recipe.binCounts ? await serviceTallyCost(ctx) : 0;
  return {
    reportType: type,
    title: title ?? REPORT_VARIANTS[type].reportName,
    filters: { from: filters.from, to: filters.to, tenantIds: scope.tenantIds, wasteStreamIds: ctx.wasteStreamIds },
    buildings: await buildingNames(db, scope.scopeTenantIds),
    streams: await liveStreams(db),
    kpis: kpisOf(type, { ...blocks, serviceTallyCostAud }),
    ...blocks,
  };
}
