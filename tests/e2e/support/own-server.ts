// A second server for the specs that need one of their own (`*.own-server.spec.ts`): access tokens
// that expire within seconds, and a fresh database whose users those specs may change (the forced
// password change spends a user's flag). Started once per worker with the same setup as the main
// server; the 'own-server' project runs in one worker.
import { test as base } from '@playwright/test';
import { startServerWith } from './extra-server';

export const SHORT_TOKEN_TTL_SECONDS = 8;

export const test = base.extend<object, { ownServerUrl: string }>({
  ownServerUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring
    async ({}, provide) => {
      const server = await startServerWith({ E2E_ACCESS_TOKEN_TTL_SECONDS: String(SHORT_TOKEN_TTL_SECONDS) });
      await provide(server.url);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ ownServerUrl }, provide) => provide(ownServerUrl),
});

export { expect } from '@playwright/test';
