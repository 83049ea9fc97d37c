// Security headers, caching and compression as served over real HTTP: the SPA's /login, a hashed
// asset (with the build's brotli and gzip copies, written by the same code as the Vite plugin) and
// API answers. Raw node:http requests, because fetch would decompress and hide Content-Encoding.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite-precompress';
import { signIn, startTestServer, type TestServer } from '../helpers/server';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(url: string, method: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const ASSET = '/assets/index-Abc123xy.js';
// Repetitive enough to compress, long enough to pass the threshold.
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{"id":${i},"name":"row ${i}"}`).join(',')}];\n`;

let server: TestServer;
let token: string;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'spa-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), `<!doctype html><html><head><script type="module" src="${ASSET}"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`);
  writeFileSync(path.join(distDir, ASSET), SCRIPT);
  // Incompressible and small: no copies are written for it.
  writeFileSync(path.join(distDir, 'assets/noise-Zz9.bin'), randomBytes(64));
  await precompressDir(distDir);
  server = await startTestServer({ distDir });
  token = await signIn(server.url, 'manager');
});

afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: RawAnswer['headers']): void {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain('frame-src https://app.powerbi.com https://*.powerbi.com');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('are on the SPA page /login, revalidated on every visit', async () => {
    const page = await raw(`${server.url}/login`, 'GET');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(page.headers);
  });

  it('are on a hashed asset', async () => {
    const asset = await raw(`${server.url}${ASSET}`, 'GET');
    expect(asset.status).toBe(200);
    expectSecurityHeaders(asset.headers);
  });

  it('are on API answers, which are never cached (success, error and token)', async () => {
    const list = await raw(`${server.url}/api/Products/Get`, 'PUT', { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, JSON.stringify({ take: 5, skip: 0 }));
    expect(list.status).toBe(200);
    expectSecurityHeaders(list.headers);
    expect(list.headers['cache-control']).toBe('no-store');
    const refused = await raw(`${server.url}/api/Products/Get`, 'PUT', { 'content-type': 'application/json' }, '{}');
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(refused.headers);
    const grant = await raw(`${server.url}/token`, 'POST', { 'content-type': 'application/x-www-form-urlencoded' }, 'grant_type=password&username=manager&password=wrong');
    expect(grant.headers['cache-control']).toBe('no-store');
  });
});

describe('SPA files', () => {
  it('HEAD /login answers like GET, without a body', async () => {
    const head = await raw(`${server.url}/login`, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body.length).toBe(0);
  });

  it('a hashed asset goes out as the build\'s brotli copy, cached for a year', async () => {
    const br = await raw(`${server.url}${ASSET}`, 'GET', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
  });

  it('gzip to a client without brotli, identity to one without either', async () => {
    const gz = await raw(`${server.url}${ASSET}`, 'GET', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await raw(`${server.url}${ASSET}`, 'GET', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('index.html, also as the history fallback, is compressed and revalidated', async () => {
    const deep = await raw(`${server.url}/collections/edit/12`, 'GET', { 'accept-encoding': 'br' });
    expect(deep.headers['content-encoding']).toBe('br');
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(deep.body).toString()).toContain(ASSET);
  });
});

describe('API compression', () => {
  it('compresses a JSON answer above the threshold and leaves a small one as is', async () => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': 'br, gzip' };
    const big = await raw(`${server.url}/api/Products/Get`, 'PUT', headers, JSON.stringify({ take: 100, skip: 0 }));
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const parsed = JSON.parse(brotliDecompressSync(big.body).toString()) as { data: unknown[] };
    expect(parsed.data.length).toBeGreaterThan(0);
    // On PostgreSQL compressed in one piece, its length known; on PGlite streamed (SYNC_COMPRESSION_MAX_BYTES).
    expect(brotliDecompressSync(big.body).length).toBeGreaterThan(8 * 1024);
    if (process.env.DATABASE_URL) expect(big.headers['content-length']).toBe(String(big.body.length));
    else expect(big.headers['transfer-encoding']).toBe('chunked');
    const small = await raw(`${server.url}/api/Products/GetById/999999`, 'GET', headers);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
