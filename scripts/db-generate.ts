// Regenerates the committed SQL migrations from src/server/db/schema. Until the first release
// there is no deployed database to migrate, so the schema is kept as one initial migration:
// the folder is emptied and generated again, which keeps parallel schema work conflict-free.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
rmSync(path.join(root, 'src/server/db/migrations'), { recursive: true, force: true });
execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'init'], { cwd: root, stdio: 'inherit' });
