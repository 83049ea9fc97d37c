// Browser tests in the system Chromium against the built SPA and a fresh reference server
// (architecture §8). tests/e2e/global-setup.ts builds and starts them and sets E2E_BASE_URL, which
// the worker processes read when they load this file.
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(`Chromium is missing at ${CHROMIUM}. Install it with: apt-get install chromium`);
}

/** Specs that need a server of their own (short-lived tokens, users whose state they change). */
const OWN_SERVER_SPECS = /\.own-server\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 2,
  forbidOnly: true,
  // CI runs once per change on a clean clone, and one browser test lost to a stall of the machine
  // (session 10: one of 197, passing in every run here since) would stop the change from landing. There a
  // failed test runs once more; one that then passes is listed as flaky at the end, error and all,
  // and is looked into. Here a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The list ends with every failure in full (the line reporter prints them as they happen, which
  // CI's tail of the log leaves out).
  reporter: 'list',
  outputDir: 'test-results',
  // 'app' shares the server the global setup starts. 'own-server' specs get a second server (see
  // tests/e2e/support/own-server.ts) whose access tokens live SHORT_TOKEN_TTL_SECONDS; one worker
  // runs them, so that server starts once.
  projects: [
    { name: 'app', testIgnore: OWN_SERVER_SPECS },
    { name: 'own-server', testMatch: OWN_SERVER_SPECS, workers: 1 },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1366, height: 900 },
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
