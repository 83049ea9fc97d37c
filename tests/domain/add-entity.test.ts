// Must-show of issue #15: a plain entity is three files. In a temporary copy of the repository,
// "skip bins" is added in its declaration, its table and its seed rows only
// (tests/server/add-entity/skip-bins.ts); then the migration is regenerated (npm run db:generate),
// the copy type-checks, and in the copy its screens are routed, the admin's menu shows it, its
// controller answers over real HTTP on the seeded rows (tests/server/add-entity/probe.ts), the
// permission and bad-input sweeps cover it, and the domain tests pass unedited. Without its table
// the copy fails to type-check, and fails to start, naming the entity. It lives in the unit
// project because it needs no database of its own: the copy's server suite builds one.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { applyEdit, EDITS, ENTITY_KEY, TABLE, TABLE_FILE } from '../server/add-entity/skip-bins';

const REPO = path.resolve(import.meta.dirname, '../..');
/** What the copy needs: the code, the test helpers and sweeps it runs, the scripts and configs. */
const COPIED = ['src', 'machines', 'scripts', 'tests/helpers', 'tests/domain', 'tests/server/sweep', 'tests/server/add-entity', 'package.json', 'tsconfig.json', 'vite.config.ts', 'drizzle.config.ts'];

const root = mkdtempSync(path.join(tmpdir(), 'add-entity-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Run {
  code: number | null;
  output: string;
}

/** Runs a command in the copy (no shell); resolves with its exit code and interleaved output. */
function run(command: string, args: readonly string[], env: Record<string, string> = {}): Promise<Run> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV'));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...inherited, NO_COLOR: '1', FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const bin = (name: string) => path.join(REPO, 'node_modules/.bin', name);

/** Phase → seconds, printed at the end (the test's cost is mostly the copy's type check and seed). */
const phases: string[] = [];
async function timed<T>(phase: string, work: Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work;
  phases.push(`${phase} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

it('a plain entity added in three files is routed, in the menu, served, and swept', async () => {
  for (const entry of COPIED) cpSync(path.join(REPO, entry), path.join(root, entry), { recursive: true });
  symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  rmSync(path.join(root, 'tests/domain/add-entity.test.ts'));
  for (const edit of EDITS) applyEdit(root, edit);
  expect(new Set(EDITS.map((e) => e.file)).size).toBe(3);
  writeFileSync(path.join(root, 'tests/server/add-entity/probe.test.ts'), readFileSync(path.join(root, 'tests/server/add-entity/probe.ts')));

  const generate = await timed('db:generate', run('npx', ['tsx', 'scripts/db-generate.ts']));
  expect(generate.code, generate.output).toBe(0);
  const migrations = path.join(root, 'src/server/db/migrations');
  const sql = readdirSync(migrations).filter((f) => f.endsWith('.sql')).map((f) => readFileSync(path.join(migrations, f), 'utf8'));
  expect(sql).toHaveLength(1);
  expect(sql[0]).toContain('CREATE TABLE "skip_bins"');

  const [typecheck, suite] = await Promise.all([
    timed('typecheck', run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'])),
    // The domain tests too: none of them needs an edit for the new entity.
    timed('tests (domain; seed, probe, two sweeps)', run(
      bin('vitest'),
      ['run', 'tests/domain', 'tests/server/add-entity/probe.test.ts', 'tests/server/sweep/permissions.test.ts', 'tests/server/sweep/bad-input.test.ts'],
      { ADD_ENTITY_KEY: ENTITY_KEY, SWEEP_ENTITIES: ENTITY_KEY },
    )),
  ]);
  expect(typecheck.code, typecheck.output).toBe(0);
  expect(suite.code, suite.output).toBe(0);
  // The sweeps ran on the new entity, and on it alone (their own summaries).
  expect(suite.output).toMatch(/permissions: \d+ roles × 1 entities/);
  expect(suite.output).toMatch(/bad input: 1 entities, [1-9]\d* bad create\/edit bodies/);
  expect(suite.output).toContain('add-entity probe: SkipBins Get (3 seeded rows)');
  expect(suite.output).toMatch(/Tests\s+\d+ passed \(\d+\)/);
  expect(suite.output).not.toMatch(/skipped|failed/);

  // The negative: the same declaration without its table.
  const tableFile = path.join(root, TABLE_FILE);
  writeFileSync(tableFile, readFileSync(tableFile, 'utf8').replace(TABLE, ''));
  // Only the table module and what it imports: the error is there, and the whole check ran above.
  writeFileSync(path.join(root, 'tsconfig.tables.json'), JSON.stringify({ extends: './tsconfig.json', include: [], files: ['src/server/db/entity-tables.ts'] }));
  const [untyped, started] = await timed('negative', Promise.all([
    run(bin('tsc'), ['-p', 'tsconfig.tables.json', '--noEmit']),
    run(bin('tsx'), ['-e', "import('./src/server/db/entity-tables.ts')"]),
  ]));
  expect(untyped.code).not.toBe(0);
  expect(untyped.output).toMatch(/src\/server\/db\/entity-tables\.ts.*\n?.*skipBins/);
  expect(started.code).not.toBe(0);
  expect(started.output).toContain('Entity skipBins has no table');
  console.log(`add-entity: ${phases.join(', ')}`);
}, 600_000);
