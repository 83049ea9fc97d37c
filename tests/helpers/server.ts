// A real server for integration tests: a fresh database cloned from the run's template (see
// server-global-setup.ts), the app listening on 127.0.0.1 with an ephemeral port, and sign-in
// helpers that use the real POST /token.
import { randomUUID } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database, type Db } from '../../src/server/db/client';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users';
import { inject } from 'vitest';
import { databaseUrlFor, onServer, TEST_DATA_ROOT } from './server-global-setup';

export interface TestServer {
  url: string;
  db: Db;
  /** The server's DATA_DIR (uploads, exports). */
  dataDir: string;
  /** The copy's own connection URL when on PostgreSQL (a second process's view of the same data). */
  databaseUrl?: string;
  /**
   * Takes in every announcement committed so far (db/session-triggers.ts, table-change-triggers.ts).
   * A test's own SQL through `db` is a script's write: the server hears of it within milliseconds,
   * not before the test's next request, unless the test waits for it here.
   */
  heard(): Promise<void>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  accessTokenTtlSeconds?: number;
  /** Extra routes for a test (registered before the server listens). */
  routes?: (app: FastifyInstance) => void | Promise<void>;
  /** The built SPA to serve (default ./dist, when it exists). */
  distDir?: string;
  /** Reverse proxies to trust in X-Forwarded-For (TRUST_PROXY). */
  trustProxy?: number;
}

/** PostgreSQL refuses to copy a template that another CREATE DATABASE is reading: retry briefly. */
async function createFromTemplate(databaseUrl: string, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await onServer(databaseUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

async function cloneDatabase(): Promise<{ database: Database; dataDir: string; databaseUrl?: string; drop(): Promise<void> }> {
  const id = `t${process.pid}_${randomUUID().slice(0, 8)}`;
  const dataDir = path.join(TEST_DATA_ROOT, id);
  const template = inject('serverTemplate');
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await createFromTemplate(databaseUrl, template.database, id);
    const cloneUrl = databaseUrlFor(databaseUrl, id);
    const database = await openDatabase({ databaseUrl: cloneUrl });
    return {
      database,
      dataDir,
      databaseUrl: cloneUrl,
      drop: async () => {
        await onServer(databaseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${id}`));
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  cpSync(template.dir, dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  return { database, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const clone = await cloneDatabase();
  const { db } = clone.database;
  const app = await buildApp({ db, dataDir: clone.dataDir, accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600, distDir: options.distDir, trustProxy: options.trustProxy });
  await options.routes?.(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    db,
    databaseUrl: clone.databaseUrl,
    dataDir: clone.dataDir,
    heard: () => app.sessionStamps.settle(),
    close: async () => {
      await app.close();
      await clone.database.close();
      await clone.drop();
    },
  };
}

/** POST /token with the password grant; resolves to the raw response. */
export function requestToken(url: string, userName: string, password = DEMO_PASSWORD): Promise<Response> {
  return fetch(`${url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', applicationType: 'web' },
    body: new URLSearchParams({ grant_type: 'password', username: userName, password }),
  });
}

/** Signs a demo user in and returns the whole token response body. */
export async function signInBody(url: string, userName: string, password = DEMO_PASSWORD): Promise<Record<string, string | number>> {
  const response = await requestToken(url, userName, password);
  const body = (await response.json()) as Record<string, string | number>;
  if (response.status !== 200) throw new Error(`Sign-in of ${userName} failed: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Signs a demo user in (password Demo!2026) and returns the access token. */
export async function signIn(url: string, userName: string, password = DEMO_PASSWORD): Promise<string> {
  return String((await signInBody(url, userName, password)).access_token);
}

/** Signs each demo user in, one after another: their access tokens by user name. */
export async function signInAll(url: string, userNames: readonly string[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const userName of userNames) tokens[userName] = await signIn(url, userName);
  return tokens;
}

/** fetch with the bearer token and JSON body handled. */
export async function api(
  url: string,
  token: string | null,
  method: string,
  pathAndQuery: string,
  json?: unknown,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { applicationType: 'web', 'X-API-Version': '2.0' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${url}${pathAndQuery}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // A non-JSON body stays text.
  }
  return { status: response.status, body };
}

/** POST /token with the refresh grant — also the role / building switch (README.md, API contract notes). */
export async function refreshGrant(
  url: string,
  request: { refreshToken: string; roleId: number; tenantId?: number | null; userId: number | string | undefined },
): Promise<{ status: number; body: Record<string, string | number> }> {
  const form = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: request.refreshToken, roleId: String(request.roleId) });
  // As the client sends it: empty for "no building", left out to keep the token's building.
  if (request.tenantId !== undefined) form.set('tenantId', request.tenantId === null ? '' : String(request.tenantId));
  const response = await fetch(`${url}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      applicationType: 'web',
      ...(request.userId === undefined ? {} : { UserId: String(request.userId) }),
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, string | number> };
}
