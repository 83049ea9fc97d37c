import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

// React Router 7's export map resolves its development build in every mode (its dev warnings on);
// production builds take the production build it also ships, both entries from one place so that
// react-router and react-router/dom stay one module graph.
const routerProduction = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
const productionAliases = [
  { find: /^react-router$/, replacement: path.join(routerProduction, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerProduction, 'dom-export.mjs') },
];

// @xstate/react imports React 17's polyfill of useSyncExternalStore (and a second copy of the
// selector hook); React 19 has it built in, which the sign-in page's JavaScript need not carry twice.
const externalStoreAliases = [
  { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
  { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
];

export default defineConfig(({ mode }) => ({
  plugins: [react(), precompress()],
  resolve: { alias: [...externalStoreAliases, ...(mode === 'production' ? productionAliases : [])] },
  server: {
    proxy: {
      '/api': apiTarget,
      '/token': apiTarget,
      '/files': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Every browser the build targets preloads modules itself: the polyfill would only add to the
    // sign-in page's JavaScript (#12: ≤ 110 KB on the wire).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What the entry loads statically ($initial) stays one chunk. Left to itself, Rolldown 1.2
        // split it into a dozen shared chunks once the PDF export's code moved out of the entry
        // (rolldown/rolldown#10731), each compressed alone: ~4 KB more on the wire than one file.
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    // Vitest's default on two cores is ONE worker (cores − 1), which left a CI core idle through the
    // unit and jsdom files; the server project keeps its one fork (see there).
    maxWorkers: 2,
    // CI runs once per change on a clean clone: a test failing there runs once more, and one that
    // then passes is listed as flaky at the end of the log (tests/helpers/flaky-reporter.ts).
    // Here a failure is a failure.
    retry: process.env.CI ? 1 : 0,
    reporters: process.env.CI ? ['default', './tests/helpers/flaky-reporter.ts'] : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/{machines,model,domain,api,actors,lint,data}/**/*.test.ts'],
          environment: 'node',
          // Model paths replay hundreds of steps: on two busy cores 5 s is too tight.
          testTimeout: 20_000,
          // Pure modules: one module graph per worker instead of one per file (a third of the CPU).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/helpers/ui-setup.ts'],
          // One jsdom and module graph per worker, not per file: the per-file environment was two
          // thirds of this project's CPU. Testing Library unmounts after every test (ui-setup.ts).
          isolate: false,
          // Typing and form tests in jsdom take 1–2 s on a quiet machine and several on two busy cores.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/server-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One module graph for every server file instead of one per file: importing the server
          // (fastify, drizzle, PGlite, exceljs, pdfkit) took ~3 s a file, ~6 min of each run over
          // the 94 files. A file that changes process.env puts it back (reports/powerbi.test.ts).
          isolate: false,
          // One file at a time, as before: its timing checks (busy-import's 1 s answers) were not
          // proven with a second fork competing for the two cores. A separate group, because
          // projects of one group must share maxWorkers.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
}));
