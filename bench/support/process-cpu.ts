// CPU time taken by groups of processes (Linux /proc), so a bench on a small machine can say which
// process used its cores: the servers, PostgreSQL, or the load client and the rest.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

interface ProcessStat {
  pid: number;
  ppid: number;
  name: string;
  /** utime + stime, in ms. */
  cpuMs: number;
}

/** Clock ticks per second of /proc's times: 100 on every Linux this runs on (getconf CLK_TCK). */
const TICK_MS = 10;

function processes(): ProcessStat[] {
  const found: ProcessStat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let text: string;
    try {
      text = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited while listed
    }
    // The name is in parentheses and may hold spaces: the fields after it are split from its end.
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    found.push({
      pid: Number(entry),
      name: text.slice(text.indexOf('(') + 1, close),
      ppid: Number(fields[1]),
      cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
    });
  }
  return found;
}

/**
 * The processes that answer requests under `root`: its cluster workers (node children), or `root`
 * itself when it serves alone.
 */
export function servingProcesses(root: number): number[] {
  const workers = processes().filter((p) => p.ppid === root && p.name === 'node').map((p) => p.pid);
  return workers.length > 0 ? workers : [root];
}

/** The CPU ms so far of `root` and its descendants, and of every process named `postgres`. */
export function cpuSnapshot(root: number): { serversMs: number; postgresMs: number; machineBusyMs: number; machineTotalMs: number } {
  const all = processes();
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all) {
      if (tree.has(p.pid) || !tree.has(p.ppid)) continue;
      tree.add(p.pid);
      grew = true;
    }
  }
  let machineBusyMs = 0;
  let machineTotalMs = 0;
  for (const { times } of os.cpus()) {
    const total = times.user + times.nice + times.sys + times.idle + times.irq;
    machineTotalMs += total;
    machineBusyMs += total - times.idle;
  }
  return {
    serversMs: all.filter((p) => tree.has(p.pid)).reduce((sum, p) => sum + p.cpuMs, 0),
    postgresMs: all.filter((p) => p.name === 'postgres').reduce((sum, p) => sum + p.cpuMs, 0),
    machineBusyMs,
    machineTotalMs,
  };
}
