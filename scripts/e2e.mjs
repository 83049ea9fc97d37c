#!/usr/bin/env node
// Runs the Playwright suite (playwright.config.ts builds the SPA and starts the server once).
// Extra arguments go to `playwright test`, e.g. `node scripts/e2e.mjs tests/e2e/smoke.spec.ts`.
import { spawn } from 'node:child_process';

const child = spawn('npx', ['playwright', 'test', '--workers=2', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
child.on('exit', (code, signal) => {
  process.exit(signal ? 1 : (code ?? 1));
});
