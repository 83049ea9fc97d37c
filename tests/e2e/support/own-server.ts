// A second server for the specs that need one of their own (`*.own-server.spec.ts`): access tokens
// that expire within seconds, and a fresh database whose users those specs may change (the forced
// password change spends a user's flag). Started once per worker with the same setup as the main
// server; the 'own-server' project runs in one worker.
import { test as base } from '@playwright/test';
import globalSetup from '../global-setup';

export const SHORT_TOKEN_TTL_SECONDS = 8;

async function startOwnServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const saved = { base: process.env.E2E_BASE_URL, ttl: process.env.E2E_ACCESS_TOKEN_TTL_SECONDS };
  // The setup starts a server only when no base URL is given, and reads the TTL from here.
  delete process.env.E2E_BASE_URL;
  process.env.E2E_ACCESS_TOKEN_TTL_SECONDS = String(SHORT_TOKEN_TTL_SECONDS);
  try {
    const teardown = await globalSetup();
    const url = process.env.E2E_BASE_URL;
    if (!url || !teardown) throw new Error('the second server did not start');
    return { url, stop: teardown };
  } finally {
    process.env.E2E_BASE_URL = saved.base;
    if (saved.ttl === undefined) delete process.env.E2E_ACCESS_TOKEN_TTL_SECONDS;
    else process.env.E2E_ACCESS_TOKEN_TTL_SECONDS = saved.ttl;
  }
}

export const test = base.extend<object, { ownServerUrl: string }>({
  ownServerUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring
    async ({}, provide) => {
      const server = await startOwnServer();
      await provide(server.url);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ ownServerUrl }, provide) => provide(ownServerUrl),
});

export { expect } from '@playwright/test';
