// `npm run dev`: the API on 3000 (restarted on server changes) and Vite on 5173, whose proxy sends
// /api, /token and /files to the API (vite.config.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/start.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SKIP_SPA_BUILD: '1', PORT: process.env.PORT ?? '3000' },
  }),
  spawn(bin('vite'), ['--port', '5173'], { cwd: root, stdio: 'inherit' }),
];

function stop(code = 0): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.once('SIGINT', () => stop());
process.once('SIGTERM', () => stop());
