// The audit report in the browser (issue #6, spec §2.3 /reports/audit): a user of the Audits
// edition sees audit charts and figures that are the server's aggregates over the demo audits
// (Parramatta Square), for the whole period and narrowed to one presented stream.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { AuthData } from '../../src/domain/auth';
import type { ReportData } from '../../src/domain/report-data';
import { fmtChartValue, fmtKg, fmtKpi, fmtPct } from '../../src/domain/report-format';
import { apiHeaders, demoUser, signIn } from './support/session';

const USER = 'manager.audits';
const CHART = 'Audit contamination % by presented stream';
const TABLE = 'Audit results by presented stream';

/** The figures the server answers for the period (and stream) the page's filters show. */
async function serverFigures(page: Page, auth: AuthData, wasteStreamId?: number): Promise<ReportData> {
  const filters = page.getByRole('form', { name: 'Report filters' });
  const query = new URLSearchParams({
    from: await filters.getByLabel('From', { exact: true }).inputValue(),
    to: await filters.getByLabel('To', { exact: true }).inputValue(),
  });
  if (wasteStreamId !== undefined) query.set('wasteStreamIds', String(wasteStreamId));
  const response = await page.request.get(`/api/Reports/Audits/Data?${query}`, { headers: apiHeaders(auth) });
  expect(response.status()).toBe(200);
  return (await response.json()) as ReportData;
}

const streamName = (data: ReportData, id: number) => data.streams.find((s) => s.id === id)?.name ?? String(id);

/** Every KPI tile, in order, shows the server's KPI formatted as the page formats it. */
async function expectKpis(page: Page, data: ReportData): Promise<void> {
  const tiles = page.getByRole('list', { name: 'Key figures' }).getByRole('listitem');
  await expect(tiles).toHaveCount(data.kpis.length);
  for (const [index, kpi] of data.kpis.entries()) {
    await expect(tiles.nth(index)).toHaveAttribute('data-kpi', kpi.key);
    await expect(tiles.nth(index)).toHaveText(`${kpi.label}${fmtKpi(kpi)}`);
  }
}

/** One bar per presented stream; hovering each shows its stream and contamination %. */
async function expectBars(chart: Locator, page: Page, data: ReportData): Promise<void> {
  const results = data.audits!.byPresentedStream;
  const bars = chart.locator('.recharts-bar-rectangle');
  await expect(bars).toHaveCount(results.length);
  for (const [index, result] of results.entries()) {
    await bars.nth(index).hover();
    const tooltip = chart.locator('.recharts-tooltip-wrapper');
    await expect(tooltip.locator('.recharts-tooltip-label')).toHaveText(streamName(data, result.presentedStreamId));
    await expect(tooltip.locator('.recharts-tooltip-item')).toHaveText(`Contamination % : ${fmtChartValue(result.contaminationPct ?? 0, '%')}`);
  }
  await page.mouse.move(0, 0);
}

async function expectTable(table: Locator, data: ReportData): Promise<void> {
  const rows = table.locator('tbody tr');
  const results = data.audits!.byPresentedStream;
  await expect(rows).toHaveCount(results.length);
  for (const [index, r] of results.entries()) {
    await expect(rows.nth(index).locator('td')).toHaveText([
      streamName(data, r.presentedStreamId),
      fmtKg(r.sampledKg),
      fmtKg(r.contaminantKg),
      fmtPct(r.contaminationPct),
    ]);
  }
}

test('manager.audits sees the audit charts and figures of the server’s aggregates', async ({ page }) => {
  const auth = await signIn(page, USER);
  await page.goto(demoUser(USER).landing);
  await expect(page).toHaveURL(/\/reports\/audit$/);
  await expect(page.getByRole('heading', { name: 'Waste audit report', level: 1 })).toBeVisible();
  const chart = page.getByRole('region', { name: CHART });
  const table = page.getByRole('region', { name: TABLE });
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();

  const all = await serverFigures(page, auth);
  // The seed's audits fall in the report's default period: an empty report would prove nothing.
  expect(all.audits?.audits).toBeGreaterThan(0);
  expect(all.audits!.byPresentedStream.length).toBeGreaterThan(1);
  await expectKpis(page, all);
  await expectBars(chart, page, all);
  await expectTable(table, all);

  // Narrowed to one presented stream: the page asks again and draws that stream alone.
  const picked = all.audits!.byPresentedStream[0]!.presentedStreamId;
  await page.getByRole('form', { name: 'Report filters' }).getByLabel('Stream').selectOption(String(picked));
  await expect(table.locator('tbody tr')).toHaveCount(1);
  const one = await serverFigures(page, auth, picked);
  expect(one.audits!.byPresentedStream.map((r) => r.presentedStreamId)).toEqual([picked]);
  await expectKpis(page, one);
  await expectBars(chart, page, one);
  await expectTable(table, one);
});
