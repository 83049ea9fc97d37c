// A CPU ceiling for chosen processes (Linux cgroups, as root), so a bench can give each server
// process a fixed share of a core and leave the rest of the machine to PostgreSQL and the load
// client. bench/multi-process.ts uses it to measure how the server processes scale apart from how
// many cores this machine has left for the database and the client beside them.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The kernel's default period: CFS hands out the quota per period, so a held process runs in bursts. */
const PERIOD_US = 100_000;

export interface CpuCap {
  /** Puts every process back where it was and removes the groups. */
  release(): void;
}

interface Hierarchy {
  root: string;
  /** The group `pid` is in now, relative to `root` (from /proc/<pid>/cgroup). */
  groupOf(pid: number): string;
  limit(group: string, cores: number): void;
}

/** The path of `pid`'s group in the hierarchy whose /proc/<pid>/cgroup line matches `line`. */
function groupIn(pid: number, line: (fields: string[]) => boolean): string {
  for (const entry of readFileSync(`/proc/${pid}/cgroup`, 'utf8').split('\n')) {
    const fields = entry.split(':');
    if (fields.length >= 3 && line(fields)) return fields.slice(2).join(':');
  }
  return '/';
}

/**
 * cgroup v2 with the cpu controller handed to the root's children, else v1's cpu hierarchy; null
 * when neither is there.
 */
function hierarchy(): Hierarchy | null {
  const unified = '/sys/fs/cgroup';
  const subtree = path.join(unified, 'cgroup.subtree_control');
  if (existsSync(subtree) && readFileSync(subtree, 'utf8').split(/\s+/).includes('cpu')) {
    return {
      root: unified,
      groupOf: (pid) => groupIn(pid, ([id]) => id === '0'),
      limit: (group, cores) => writeFileSync(path.join(group, 'cpu.max'), `${Math.round(cores * PERIOD_US)} ${PERIOD_US}`),
    };
  }
  const v1 = '/sys/fs/cgroup/cpu';
  if (existsSync(path.join(v1, 'cpu.cfs_quota_us'))) {
    return {
      root: v1,
      groupOf: (pid) => groupIn(pid, ([, controllers]) => controllers!.split(',').includes('cpu')),
      limit: (group, cores) => {
        writeFileSync(path.join(group, 'cpu.cfs_period_us'), String(PERIOD_US));
        writeFileSync(path.join(group, 'cpu.cfs_quota_us'), String(Math.round(cores * PERIOD_US)));
      },
    };
  }
  return null;
}

/**
 * Gives each of `pids` (all its threads) a ceiling of `cores` cores, each in a group of its own.
 * Null, with nothing changed, where the machine does not let this process set one.
 */
export function capCpu(pids: readonly number[], cores: number): CpuCap | null {
  const h = hierarchy();
  if (!h) return null;
  const moved: { group: string; pid: number; from: string }[] = [];
  const release = () => {
    for (const { group, pid, from } of moved) {
      try {
        writeFileSync(path.join(h.root, from, 'cgroup.procs'), String(pid));
      } catch {
        // exited meanwhile
      }
      rmdirSync(group);
    }
  };
  try {
    for (const pid of pids) {
      const from = h.groupOf(pid);
      const group = path.join(h.root, `bench-cap-${pid}`);
      mkdirSync(group);
      moved.push({ group, pid, from });
      h.limit(group, cores);
      writeFileSync(path.join(group, 'cgroup.procs'), String(pid));
    }
  } catch {
    release();
    return null;
  }
  return { release };
}
