// The JavaScript a browser loads to show /login (architecture §8: "the JS sent for the sign-in page
// (gzip)"). Builds the SPA with Vite into a temporary folder and walks the build's own chunk graph:
// the entry chunk and its static imports (what index.html loads and preloads), plus the login
// route's lazy chunk and its static imports. Each chunk's modules are known to the bundler, so the
// check that no AG Grid or Power BI code is among them reads module ids, not guesses from text.
// Run alone: npx tsx bench/login-bundle.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { build } from 'vite';
import { installRouteDeclarations } from '../src/server/auth/route-access';
import { spaRoutes } from '../src/server/routes/spa';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The module the router lazy-loads for /login. */
export const LOGIN_ROUTE_MODULE = 'src/features/auth/LoginPage.tsx';
/** Issue 4: the JavaScript loaded to show /login stays under this (gzip). */
export const LOGIN_GZIP_BUDGET_BYTES = 150_000;
/** Packages that must never reach the sign-in page. */
export const FORBIDDEN_PACKAGES = ['ag-grid-community', 'ag-grid-react', 'powerbi-client', 'powerbi-client-react'] as const;

interface Chunk {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
  modules: Record<string, { code: string | null }>;
}

/** One module's share of the /login JavaScript. */
export interface ModuleShare {
  /** Path from the project root, or the package path under node_modules. */
  id: string;
  /**
   * Its part of its chunk's gzip size: the chunk's gzip bytes split in proportion to each module's
   * rendered code gzipped alone (rendered code is not yet minified, so only the proportions count).
   */
  gzipBytes: number;
}

export interface LoginBundleFigures {
  /** Chunks loaded for /login, entry first. */
  files: Array<{ fileName: string; bytes: number; gzipBytes: number }>;
  totalBytes: number;
  totalGzipBytes: number;
  /**
   * The same files as the server sends them (src/server/routes/spa.ts, the build's precompressed
   * copies) to a browser that takes br and gzip: body bytes on the wire, per file and in total.
   */
  served: { encoding: string; totalBytes: number; files: Array<{ fileName: string; bytes: number }> };
  /** The modules in those chunks, largest first. */
  modules: ModuleShare[];
  /** Forbidden packages found in those chunks (empty when the check passes). */
  forbiddenFound: string[];
  /** Forbidden packages present somewhere in the build (proof that the check can see them). */
  forbiddenInBuild: string[];
}

/** Body bytes of one GET as received, undecoded, with the encoding the server chose. */
function fetchRaw(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'br, gzip, deflate' } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Serves outDir as the product does and measures what the /login files weigh on the wire. */
async function servedFigures(outDir: string, fileNames: readonly string[]): Promise<LoginBundleFigures['served']> {
  const app = Fastify();
  installRouteDeclarations(app);
  await spaRoutes(app, outDir);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const answers = await Promise.all(fileNames.map(async (fileName) => ({ fileName, ...(await fetchRaw(`${url}/${fileName}`)) })));
    return {
      encoding: [...new Set(answers.map((a) => a.encoding))].join(', '),
      totalBytes: answers.reduce((n, a) => n + a.bytes, 0),
      files: answers.map(({ fileName, bytes }) => ({ fileName, bytes })),
    };
  } finally {
    await app.close();
  }
}

function chunksOf(output: unknown): Chunk[] {
  const outputs = (Array.isArray(output) ? output : [output]) as Array<{ output: Array<{ type: string }> }>;
  return outputs.flatMap((o) => o.output.filter((item): item is Chunk => item.type === 'chunk'));
}

/** The chunk and every chunk it imports statically, each once. */
function closure(start: Chunk, byFile: Map<string, Chunk>, seen = new Set<string>()): Chunk[] {
  if (seen.has(start.fileName)) return [];
  seen.add(start.fileName);
  return [start, ...start.imports.flatMap((f) => (byFile.get(f) ? closure(byFile.get(f)!, byFile, seen) : []))];
}

/** 'node_modules/zod/v4/core/schemas.js' or 'src/domain/routes.ts'; rollup's virtual ids stay as they are. */
function shortId(id: string): string {
  const unix = id.split(path.sep).join('/');
  const inPackages = unix.lastIndexOf('/node_modules/');
  if (inPackages >= 0) return unix.slice(inPackages + 1);
  const root = ROOT.split(path.sep).join('/');
  return unix.startsWith(`${root}/`) ? unix.slice(root.length + 1) : unix;
}

function moduleShares(chunk: Chunk, chunkGzipBytes: number): ModuleShare[] {
  const alone = Object.entries(chunk.modules)
    .filter(([, m]) => m.code)
    .map(([id, m]) => ({ id: shortId(id), bytes: gzipSync(m.code!, { level: 9 }).length }));
  const sum = alone.reduce((n, m) => n + m.bytes, 0);
  return alone.map((m) => ({ id: m.id, gzipBytes: Math.round((chunkGzipBytes * m.bytes) / sum) }));
}

const packagesIn = (chunks: readonly Chunk[]) =>
  FORBIDDEN_PACKAGES.filter((pkg) => chunks.some((c) => c.moduleIds.some((id) => id.includes(`/node_modules/${pkg}/`))));

export async function loginBundleFigures(): Promise<LoginBundleFigures> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'login-bundle-'));
  try {
    const output = await build({
      root: ROOT,
      configFile: path.join(ROOT, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    const chunks = chunksOf(output);
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const entry = chunks.find((c) => c.isEntry);
    const login = chunks.find((c) => c.facadeModuleId?.split(path.sep).join('/').endsWith(LOGIN_ROUTE_MODULE));
    if (!entry) throw new Error('The build has no entry chunk');
    if (!login) throw new Error(`No chunk is built for ${LOGIN_ROUTE_MODULE}: is the login route lazy-loaded?`);
    const seen = new Set<string>();
    const loaded = [...closure(entry, byFile, seen), ...closure(login, byFile, seen)];
    const files = loaded.map((c) => ({
      fileName: c.fileName,
      bytes: Buffer.byteLength(c.code),
      gzipBytes: gzipSync(c.code, { level: 9 }).length,
    }));
    return {
      files,
      totalBytes: files.reduce((n, f) => n + f.bytes, 0),
      totalGzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
      served: await servedFigures(outDir, files.map((f) => f.fileName)),
      modules: loaded
        .flatMap((c, i) => moduleShares(c, files[i]!.gzipBytes))
        .sort((a, b) => b.gzipBytes - a.gzipBytes),
      forbiddenFound: packagesIn(loaded),
      forbiddenInBuild: packagesIn(chunks),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const TOP_MODULES = 10;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function printLoginBundleFigures(f: LoginBundleFigures): void {
  console.log(`   JS loaded for /login: ${f.files.length} chunks, ${kb(f.totalBytes)} raw, ${kb(f.totalGzipBytes)} gzip`);
  for (const file of f.files) console.log(`     ${file.fileName.padEnd(48)} ${kb(file.gzipBytes).padStart(10)} gzip`);
  const spare = LOGIN_GZIP_BUDGET_BYTES - f.totalGzipBytes;
  const budget = spare > 0 ? `within, ${kb(spare)} to spare` : `OVER by ${kb(-spare)}`;
  console.log(`   as served (Accept-Encoding: br, gzip; the build's precompressed copies): ${kb(f.served.totalBytes)} on the wire (${(f.served.totalBytes / 1000).toFixed(1)} KB), encoding ${f.served.encoding}`);
  console.log(`   budget 150 KB (${kb(LOGIN_GZIP_BUDGET_BYTES)}) gzip: ${budget}; loaded ${(f.totalGzipBytes / 1000).toFixed(1)} KB`);
  console.log("   largest modules in it (each its share of its chunk's gzip):");
  for (const m of f.modules.slice(0, TOP_MODULES)) console.log(`     ${m.id.padEnd(72)} ${kb(m.gzipBytes).padStart(10)}`);
  const verdict = f.forbiddenFound.length === 0 ? 'PASS' : `FAIL (${f.forbiddenFound.join(', ')})`;
  console.log(`   no AG Grid or Power BI code in it: ${verdict}`);
  console.log(`     (present elsewhere in the build: ${f.forbiddenInBuild.join(', ') || 'none'})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await loginBundleFigures();
  printLoginBundleFigures(figures);
  if (figures.forbiddenFound.length > 0) process.exitCode = 1;
}
