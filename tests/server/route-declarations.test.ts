// Deny by default (issue 10): every route the server registers declares who may call it — public,
// any signed-in session, or an area + qualifier — and a request that no route takes is judged on
// its normalised path, so percent-encoding or capitals do not slip past the token check.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('route declarations', () => {
  it('every route of the server is public, signed-in or guarded by a permission', async () => {
    // A build's files are routes too: a stand-in build, as dist/ may not be built.
    const distDir = mkdtempSync(path.join(tmpdir(), 'dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'export {};');
    const app = await buildApp({ db: server.db, dataDir: server.dataDir, accessTokenTtlSeconds: 60, backgroundJobs: false, distDir });
    try {
      await app.ready();
      const routes = app.routeDeclarations.routes;
      expect(routes.length).toBeGreaterThan(100);
      expect(app.routeDeclarations.undeclared()).toEqual([]);
      const accessOf = (method: string, url: string) => routes.find((r) => r.method === method && r.url === url)?.access;
      expect(accessOf('POST', '/token')).toBe('public');
      expect(accessOf('POST', '/api/User/ChangePassword')).toBe('permission');
      expect(accessOf('DELETE', '/api/Collections/Delete/:id')).toBe('permission');
      expect(accessOf('DELETE', '/api/Portfolios')).toBe('signedIn');
      expect(accessOf('GET', '/assets/app-abc123.js')).toBe('public');
      expect((await app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
    } finally {
      await app.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('a route with no declaration is reported', async () => {
    const app = await buildApp({ db: server.db, dataDir: server.dataDir, accessTokenTtlSeconds: 60, backgroundJobs: false });
    try {
      app.get('/api/Forgotten', async () => ({ ok: true }));
      app.get('/api/Deliberate', { config: { access: 'signedIn' } }, async () => ({ ok: true }));
      await app.ready();
      expect(app.routeDeclarations.undeclared().map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/Forgotten', 'HEAD /api/Forgotten']);
    } finally {
      await app.close();
    }
  });
});

describe('normalised paths', () => {
  const variants = [
    '/%61pi/Portfolios?id=1',
    '/API/Portfolios?id=1',
    '/api/%50ortfolios?id=1',
    '/%2Fapi/Portfolios?id=1',
    '/%61pi/Collections/Delete/1',
    '/Api/collections/delete/1',
  ];

  it.each(variants)('DELETE %s without a token is 401', async (path) => {
    const result = await api(server.url, null, 'DELETE', path);
    expect(result.status).toBe(401);
  });

  it('GET /Files/… and /%61pi/… without a token are 401, not the SPA', async () => {
    expect((await api(server.url, null, 'GET', '/Files/1/x.png')).status).toBe(401);
    expect((await api(server.url, null, 'GET', '/%61pi/User/GetProfile')).status).toBe(401);
  });

  it('a signed-in session still reaches the real route through an encoded path', async () => {
    const token = await signIn(server.url, 'manager');
    expect((await api(server.url, token, 'GET', '/%61pi/User/GetProfile')).status).toBe(200);
  });
});
