// What `npm start` prints once listening: the address and the demo users to sign in with.
import { ROLE_LABELS } from '../domain/roles';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-users';

export function demoUsersTable(): string {
  const rows = DEMO_USERS.map((u) => [
    u.userName,
    [u.role, ...(u.alsoHolds ?? [])].map((r) => ROLE_LABELS[r] ?? r).join(' + '),
    u.edition,
    u.forceChangePassword ? `${u.landing} (after a password change)` : u.landing,
  ]);
  const header = ['user name', 'role', 'edition', 'lands on'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function startBanner(url: string): string {
  return [`Waste & Recycling Back Office: ${url}`, `API docs: ${url}/api/docs`, '', `Demo users (password ${DEMO_PASSWORD}):`, demoUsersTable()].join('\n');
}
