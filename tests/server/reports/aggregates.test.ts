// The report figures over real HTTP against rows with known values (fixtures.ts): every figure is
// worked out by hand in the comments, so a wrong join, split, time zone or ratio shows here.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportData } from '../../../src/domain/report-data';
import { portfolioCustomers, portfolios } from '../../../src/server/db/schema';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';
import { dataQuery, insertFixture, type Fixture } from './fixtures';

let server: TestServer;
let fx: Fixture;
const tokens: Record<string, string> = {};

async function data(user: string, type: string, extra: Record<string, string> = {}): Promise<ReportData> {
  const res = await api(server.url, tokens[user]!, 'GET', `/api/Reports/${type}/Data?${dataQuery(fx, extra)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ReportData;
}
const kpi = (d: ReportData, key: string) => d.kpis.find((k) => k.key === key)?.value;

beforeAll(async () => {
  server = await startTestServer();
  fx = await insertFixture(server.db);
  // The bank's tenant portfolio also holds Alpha's tenancy (for the tenant-portfolio report).
  const [bank] = await server.db.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.kind, 2));
  await server.db.insert(portfolioCustomers).values({ portfolioId: bank!.id, tenantId: 1, customerId: fx.customers.alpha });
  for (const u of ['manager', 'manager.lite', 'manager.supplier', 'ftmanager', 'manager.audits', 'portfolio', 'tenantportfolio', 'tenant']) {
    tokens[u] = await signIn(server.url, u);
  }
});
afterAll(async () => {
  await server?.close();
});

describe('Full report (collections)', () => {
  it('weighs by stream and month in the building calendar, with bin-lifter weights', async () => {
    const d = await data('manager', 'Full');
    const { landfill, recycling, organics } = fx.streams;
    // March: landfill 100, recycling 200. April: organics 50, recycling 40 (31 Mar 15:00 UTC is
    // 1 April in Sydney) + 10 from the bin lifter. The 2020 collection is outside the period.
    expect(d.weights).toEqual([
      { month: '2019-03', wasteStreamId: landfill, kg: 100 },
      { month: '2019-03', wasteStreamId: recycling, kg: 200 },
      { month: '2019-04', wasteStreamId: recycling, kg: 50 },
      { month: '2019-04', wasteStreamId: organics, kg: 50 },
    ].sort((a, b) => a.month.localeCompare(b.month) || a.wasteStreamId - b.wasteStreamId));
    expect(d.diversion).toEqual([
      { month: '2019-03', totalKg: 300, divertedKg: 200, diversionPct: 66.67 },
      { month: '2019-04', totalKg: 100, divertedKg: 100, diversionPct: 100 },
    ]);
    expect(kpi(d, 'totalKg')).toBe(400);
    expect(kpi(d, 'diversionPct')).toBe(75);
  });

  it('counts contaminated collections, cost per tonne and completeness', async () => {
    const d = await data('manager', 'Full');
    // 1 flagged of 4 collections in the period (the bin-lifter weight is not a collection).
    expect(d.contamination).toMatchObject({ flagged: 1, total: 4, pct: 25 });
    expect(d.contamination?.byStream.find((s) => s.wasteStreamId === fx.streams.recycling)).toMatchObject({ flagged: 1, total: 2, pct: 50 });
    // $100 for 500 kg → $200/t.
    expect(d.costPerTonne).toEqual([{ wasteStreamId: fx.streams.landfill, amountAud: 100, kg: 500, costPerTonne: 200 }]);
    expect(kpi(d, 'costPerTonne')).toBe(200);
    // March and April of the 12 months to December; 50 kg of 400 were estimated.
    expect(d.completeness).toEqual({ monthsWithData: 2, pct: 16.67, actualWeightPct: 87.5 });
  });

  it('reads completeness over its own twelve months when the period is not them', async () => {
    // The weights of April on; completeness still over January to December (March and April).
    const d = await data('manager', 'Full', { from: '2019-04-01' });
    expect(d.diversion.map((m) => m.month)).toEqual(['2019-04']);
    expect(d.completeness).toEqual({ monthsWithData: 2, pct: 16.67, actualWeightPct: 87.5 });
  });

  it('splits consolidated services by allocation in the tenant league', async () => {
    const d = await data('manager', 'Full');
    // Alpha: 100 + 240 + 60% of 50 = 370 kg, 270 diverted, 100 people.
    // Beta: 40% of 50 + 10 (bin lifter) = 30 kg, all diverted, 50 people.
    expect(d.league.map((r) => [r.customerId, r.totalKg, r.divertedKg, r.diversionPct, r.kgPerHeadcount])).toEqual([
      [fx.customers.beta, 30, 30, 100, 0.6],
      [fx.customers.alpha, 370, 270, 72.97, 3.7],
    ]);
  });

  it('narrows by stream and never beyond the session: a tenant sees only its own occupier', async () => {
    const onlyLandfill = await data('manager', 'Full', { wasteStreamIds: String(fx.streams.landfill) });
    expect(kpi(onlyLandfill, 'totalKg')).toBe(100);
    expect(kpi(onlyLandfill, 'diversionPct')).toBe(0);
    const otherBuilding = await data('manager', 'Full', { tenantIds: '3' });
    expect(otherBuilding.filters.tenantIds).toEqual([]);
    expect(otherBuilding.weights).toEqual([]);
    const tenant = await data('tenant', 'Full');
    expect(tenant.weights).toEqual([]);
    expect(tenant.league).toEqual([]);
  });
});

describe('edition reports', () => {
  it('Supplier: transactions, cost per tonne by stream and by contractor', async () => {
    const d = await data('manager.supplier', 'Supplier');
    expect(kpi(d, 'totalKg')).toBe(3000);
    expect(kpi(d, 'diversionPct')).toBe(33.33);
    expect(d.costPerTonne.map((c) => [c.wasteStreamId, c.costPerTonne])).toEqual([
      [fx.streams.landfill, 200],
      [fx.streams.recycling, 150],
    ]);
    expect(kpi(d, 'amountAud')).toBe(550);
    expect(kpi(d, 'costPerTonne')).toBe(183.33);
    expect(d.contractors).toEqual([expect.objectContaining({ destinationContractorId: fx.contractor, transactions: 2, kg: 3000, amountAud: 550 })]);
    expect(d.completeness).toEqual({ monthsWithData: 2, pct: 16.67, actualWeightPct: 66.67 });
  });

  it('Lite: bin-count estimated kg and bins by bin type', async () => {
    const d = await data('manager.lite', 'Lite');
    expect(d.weights.map((w) => [w.month, w.kg])).toEqual([['2019-07', 72], ['2019-08', 28]]);
    expect(kpi(d, 'diversionPct')).toBe(28);
    expect(kpi(d, 'bins')).toBe(6);
    expect(d.binCounts).toEqual([expect.objectContaining({ bins: 6, estKg: 100 })]);
  });

  it('Furniture: items, kg and value per outcome; diversion', async () => {
    const d = await data('ftmanager', 'Furniture');
    const byOutcome = Object.fromEntries(d.furniture.map((f) => [f.outcome, [f.items, f.kg, f.valueAud]]));
    // 10 donated chairs × 15 kg, 2 landfilled × 15 kg, 1 sold at its own 20 kg; the available
    // batch has no outcome yet.
    expect(byOutcome).toEqual({ ReusedInternal: [0, 0, 0], Donated: [10, 150, 500], Sold: [1, 20, 80], Recycled: [0, 0, 0], Landfilled: [2, 30, 0] });
    expect(kpi(d, 'items')).toBe(13);
    expect(kpi(d, 'diversionPct')).toBe(85);
    expect(kpi(d, 'valueRecovered')).toBe(580);
  });

  it('Audits: contamination by presented stream and recoverable material in general waste', async () => {
    const d = await data('manager.audits', 'Audits');
    // General-waste sample: 20 kg, 8 kg of it food and cans. Recycling sample: 10 kg, 1 kg film.
    expect(d.audits).toEqual({
      audits: 1,
      byPresentedStream: [
        { presentedStreamId: fx.streams.landfill, sampledKg: 20, contaminantKg: 8, contaminationPct: 40 },
        { presentedStreamId: fx.streams.recycling, sampledKg: 10, contaminantKg: 1, contaminationPct: 10 },
      ],
      generalSampledKg: 20,
      recoverableInGeneralKg: 8,
      recoverableInGeneralPct: 40,
    });
    expect(kpi(d, 'contaminationPct')).toBe(30);
  });

  it('Portfolio: each building through its edition, rolled up', async () => {
    const d = await data('portfolio', 'Portfolio');
    expect(d.portfolio.map((b) => [b.tenantId, b.totalKg, b.diversionPct, b.contaminationPct, b.costPerTonne])).toEqual([
      [2, 100, 28, null, null],
      [3, 3000, 33.33, null, 183.33],
      [1, 400, 75, 25, 200],
    ]);
    // 400 + 100 + 3000 kg; 300 + 28 + 1000 diverted; $650 for 3.5 t of supplier lines.
    expect(kpi(d, 'totalKg')).toBe(3500);
    expect(kpi(d, 'diversionPct')).toBe(37.94);
    expect(kpi(d, 'costPerTonne')).toBe(185.71);
  });

  it("TenantPortfolio: only the portfolio's tenancies", async () => {
    const d = await data('tenantportfolio', 'TenantPortfolio');
    expect(d.league.map((r) => [r.customerId, r.totalKg])).toEqual([[fx.customers.alpha, 370]]);
    expect(kpi(d, 'totalKg')).toBe(370);
  });

  it('refuses an inverted period', async () => {
    const res = await api(server.url, tokens.manager!, 'GET', `/api/Reports/Full/Data?${dataQuery(fx, { from: '2019-12-31', to: '2019-01-01' })}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'The period starts after it ends.' });
  });
});
