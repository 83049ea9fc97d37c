// Issue 5: a grid over at least 100 000 collections, in headless Chromium against the real server
// and the production build: from the click on the side menu's Collections entry to the first rows
// painted, five times (each in a fresh browser context, so the grid's code and the first page are
// fetched every time, as on a user's first visit to the section), and the gzip size of the
// JavaScript fetched for that navigation (the list screen's chunk, the lazy AG Grid chunk and what
// they import that the shell had not loaded).
// Run alone: npx tsx bench/grid-navigation.ts
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import type { ApiClient } from '../src/api/client';
import type { GridResult } from '../src/domain/grid';
import { MIN_COLLECTIONS } from './support/big-database';
import { startBenchServer } from './support/bench-server';
import { signedInClient } from './support/session-client';
import { median } from './support/stats';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = '/usr/bin/chromium';
const USER = 'manager'; // Harbour Tower, the Full-edition building the collections are added to

export interface GridNavigationFigures {
  collections: number;
  gridTotal: number;
  runsMs: number[];
  medianMs: number;
  requestRunsMs: number[];
  requestMedianMs: number;
  answerRunsMs: number[];
  answerMedianMs: number;
  /** Grid requests per navigation, each run. */
  gridRequests: number[];
  /** Sign-in answer → the landing report's last data answer, → its KPI figures painted, → figures and first bars painted (each run). */
  landingDataMs: number[];
  landingFiguresMs: number[];
  landingPaintMs: number[];
  scripts: { url: string; gzipBytes: number }[];
  scriptGzipBytes: number;
}

// Timed inside the page: the click, then every animation frame until a grid cell has text; the
// frame after that is the one that painted it. The grid request's start is its Resource Timing
// entry's startTime (when the browser began the fetch), on the same clock as the click. A string,
// so that the bundler's helpers stay out.
const TIME_CLICK_TO_FIRST_ROW = `new Promise((resolve) => {
  const link = document.querySelector('nav[aria-label="Main menu"] a[href="/collections"]');
  const started = performance.now();
  link.click();
  const check = () => {
    // The row's first cell is its selection checkbox (no text): wait for any cell with text.
    const painted = [...document.querySelectorAll('.ag-root [role="gridcell"]')].some((cell) => cell.textContent.trim());
    if (painted) requestAnimationFrame(() => {
      const firstRowMs = performance.now() - started;
      const grid = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/Collections/Get') && e.startTime >= started);
      resolve({
        firstRowMs,
        requestMs: grid.length ? grid[0].startTime - started : null,
        answerMs: grid.length ? grid[0].responseEnd - started : null,
        gridRequests: grid.length,
      });
    });
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

interface NavigationTiming {
  firstRowMs: number;
  /** Click → the grid request began (null: none seen). */
  requestMs: number | null;
  /** Click → the grid request's answer fully received (null: none seen): the rest to the first row is the browser's. */
  answerMs: number | null;
  /** Grid requests made for the first page (1: the prefetched one was used). */
  gridRequests: number;
}

// Sign-in → landing report: the form submitted as a person does, then, in the page, the moment the
// landing report's figures and bars are on screen and the Resource Timing of the calls: the sign-in
// answer's end (POST /token) and the last report call's end (embed resource and Data).
const WATCH_LANDING = `new Promise((resolve) => {
  let figuresAt = null;
  const check = () => {
    const figures = document.querySelector('[aria-label="Key figures"] li');
    // The frame whose animation-frame callbacks first see the figures is the one that paints them
    // (the next one may come only after the first chart's long task, which starts after that paint).
    if (figures && figuresAt === null) figuresAt = performance.now();
    const drawn = figures && document.querySelector('.recharts-bar-rectangle');
    if (!drawn) return requestAnimationFrame(check);
    requestAnimationFrame(() => {
      const paintedAt = performance.now();
      const entries = performance.getEntriesByType('resource');
      const token = entries.find((e) => new URL(e.name).pathname === '/token');
      const reports = entries.filter((e) => /\\/api\\/(Reports|PowerBI)\\//.test(e.name));
      resolve({ tokenEnd: token ? token.responseEnd : null, lastReportEnd: Math.max(...reports.map((e) => e.responseEnd)), figuresAt: figuresAt ?? paintedAt, paintedAt });
    });
  };
  requestAnimationFrame(check);
})`;

/** One sign-in through the form of a fresh context: ms from the sign-in answer to the report's last answer and to its paint. */
async function landingOnce(browser: Browser, url: string): Promise<{ dataMs: number; figuresMs: number; paintMs: number }> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('User name').fill(USER);
    await page.getByLabel('Password', { exact: true }).fill('Demo!2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/reports/adv-report', { timeout: 60_000 });
    const t = (await page.evaluate(WATCH_LANDING)) as { tokenEnd: number | null; lastReportEnd: number; figuresAt: number; paintedAt: number };
    if (t.tokenEnd === null) throw new Error('No sign-in call seen');
    return { dataMs: t.lastReportEnd - t.tokenEnd, figuresMs: t.figuresAt - t.tokenEnd, paintMs: t.paintedAt - t.tokenEnd };
  } finally {
    await context.close();
  }
}

async function gridTotal(client: ApiClient): Promise<number> {
  const page = await client.request<GridResult<unknown>>({ method: 'PUT', path: '/api/Collections/Get', json: { skip: 0, take: 1 } });
  return page.total;
}

/** One navigation: shell shown on /profile, then click → first grid row painted (ms). */
async function navigateOnce(browser: Browser, url: string, auth: unknown, scripts?: Map<string, number>) {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1366, height: 900 } });
  try {
    await context.addInitScript((value) => localStorage.setItem('auth', value), JSON.stringify(auth));
    const page = await context.newPage();
    await page.goto('/profile');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    const group = nav.getByRole('button', { name: 'Collections', exact: true });
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    const link = nav.getByRole('link', { name: 'Collections', exact: true });
    await link.waitFor();
    await page.waitForLoadState('networkidle');
    const bodies: Promise<void>[] = [];
    if (scripts) {
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        bodies.push(
          response
            .body()
            .then((body) => void scripts.set(response.url(), gzipSync(body, { level: 9 }).length))
            .catch(() => undefined),
        );
      });
    }
    const elapsed = (await Promise.race([
      page.evaluate(TIME_CLICK_TO_FIRST_ROW),
      page.waitForTimeout(60_000).then(async () => {
        await page.screenshot({ path: path.join(os.tmpdir(), 'grid-bench-timeout.png') });
        throw new Error(`No grid row painted within 60 s of the click (screenshot in ${os.tmpdir()}/grid-bench-timeout.png)`);
      }),
    ])) as NavigationTiming;
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);
    return elapsed;
  } finally {
    await context.close();
  }
}

export async function gridNavigationFigures(runs = 5): Promise<GridNavigationFigures> {
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'bench-grid-'));
  try {
    await build({ root: ROOT, configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'error', build: { outDir: distDir, emptyOutDir: true } });
    const server = await startBenchServer({ minCollections: MIN_COLLECTIONS, distDir });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      const { client, auth } = await signedInClient(server.url, USER);
      const total = await gridTotal(client);
      const scripts = new Map<string, number>();
      const timings: NavigationTiming[] = [];
      for (let run = 0; run < runs; run += 1) timings.push(await navigateOnce(browser, server.url, auth, run === 0 ? scripts : undefined));
      const runsMs = timings.map((t) => t.firstRowMs);
      const landings: { dataMs: number; figuresMs: number; paintMs: number }[] = [];
      for (let run = 0; run < runs; run += 1) landings.push(await landingOnce(browser, server.url));
      const requestRunsMs = timings.map((t) => t.requestMs ?? Number.NaN);
      const answerRunsMs = timings.map((t) => t.answerMs ?? Number.NaN);
      const scriptList = [...scripts].map(([scriptUrl, gzipBytes]) => ({ url: new URL(scriptUrl).pathname, gzipBytes }));
      return {
        collections: server.collections,
        gridTotal: total,
        runsMs,
        medianMs: median(runsMs),
        requestRunsMs,
        requestMedianMs: median(requestRunsMs),
        answerRunsMs,
        answerMedianMs: median(answerRunsMs),
        gridRequests: timings.map((t) => t.gridRequests),
        landingDataMs: landings.map((l) => l.dataMs),
        landingFiguresMs: landings.map((l) => l.figuresMs),
        landingPaintMs: landings.map((l) => l.paintMs),
        scripts: scriptList.sort((a, b) => b.gzipBytes - a.gzipBytes),
        scriptGzipBytes: scriptList.reduce((n, s) => n + s.gzipBytes, 0),
      };
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    rmSync(distDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function printGridNavigationFigures(f: GridNavigationFigures): void {
  console.log(
    `   /collections grid: ${f.gridTotal.toLocaleString('en-AU')} rows in the building (${f.collections.toLocaleString('en-AU')} collections in the database), headless Chromium`,
  );
  console.log(`   click on the menu entry → grid request sent: median ${f.requestMedianMs.toFixed(0)} ms of ${f.requestRunsMs.length} (${f.requestRunsMs.map((ms) => ms.toFixed(0)).join(', ')} ms); grid requests per visit: ${f.gridRequests.join(', ')}`);
  console.log(`   click on the menu entry → grid answer received: median ${f.answerMedianMs.toFixed(0)} ms (${f.answerRunsMs.map((ms) => ms.toFixed(0)).join(', ')} ms)`);
  console.log(`   click on the menu entry → first rows painted: median ${f.medianMs.toFixed(0)} ms of ${f.runsMs.length} (${f.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms)`);
  const ms = (values: number[]) => `median ${median(values).toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(', ')} ms)`;
  console.log(`   sign-in answer → landing report's last data answer: ${ms(f.landingDataMs)}; → its KPI figures painted: ${ms(f.landingFiguresMs)}; → figures and first bars painted: ${ms(f.landingPaintMs)}`);
  console.log(`   JavaScript fetched for the grid route: ${f.scripts.length} files, ${kb(f.scriptGzipBytes)} gzip`);
  for (const s of f.scripts) console.log(`     ${s.url.padEnd(48)} ${kb(s.gzipBytes).padStart(10)} gzip`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printGridNavigationFigures(await gridNavigationFigures());
}
