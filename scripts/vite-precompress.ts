// A Vite plugin that writes brotli (.br) and gzip (.gz) copies of every text asset the build emits,
// at the highest settings, once per build: the server sends them as they are (@fastify/static's
// preCompressed, src/server/routes/spa.ts) instead of compressing on every request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Source maps are left out: only the browser's developer tools fetch them. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the copies cost more than they save (headers, one TCP segment either way). */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]))),
  );
  return nested.flat();
}

export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  let written = 0;
  for (const file of files) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const bytes = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    written++;
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
