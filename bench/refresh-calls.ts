// How many refresh calls N concurrent requests cost when the access token has expired: the real
// client and refresh lock against the real server. The single-flight lock should make it 1.
import { pathToFileURL } from 'node:url';
import { startBenchServer } from './support/bench-server';
import { signedInClient } from './support/session-client';

const TOKEN_TTL_S = 3;

export interface RefreshFigures {
  concurrent: number;
  refreshCalls: number;
  succeeded: number;
  failed: number;
  ms: number;
}

/** Counts POST /token calls that leave this process (a count, not a stand-in: fetch still runs). */
function countTokenCalls(): { count: () => number; restore: () => void } {
  const original = globalThis.fetch;
  let calls = 0;
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url).pathname === '/token') calls += 1;
    return original(input, init);
  };
  return { count: () => calls, restore: () => void (globalThis.fetch = original) };
}

export async function refreshCallFigures(sizes: readonly number[] = [50, 200]): Promise<RefreshFigures[]> {
  const server = await startBenchServer({ accessTokenTtlSeconds: TOKEN_TTL_S });
  const figures: RefreshFigures[] = [];
  try {
    for (const concurrent of sizes) {
      const { client } = await signedInClient(server.url, 'manager');
      // Let the access token expire. The TTL is short, but long enough that the refreshed token
      // outlives the burst: a retry must not meet an expired token of its own.
      await new Promise((resolve) => setTimeout(resolve, TOKEN_TTL_S * 1000 + 500));
      const counter = countTokenCalls();
      const started = performance.now();
      const results = await Promise.allSettled(
        Array.from({ length: concurrent }, () => client.request({ method: 'GET', path: '/api/User/GetProfile' })),
      );
      const ms = performance.now() - started;
      counter.restore();
      figures.push({
        concurrent,
        refreshCalls: counter.count(),
        succeeded: results.filter((r) => r.status === 'fulfilled').length,
        failed: results.filter((r) => r.status === 'rejected').length,
        ms,
      });
    }
  } finally {
    await server.close();
  }
  return figures;
}

export function printRefreshFigures(figures: RefreshFigures[]): void {
  for (const f of figures) {
    console.log(
      `refresh: ${f.concurrent} concurrent requests on an expired token → ${f.refreshCalls} refresh call(s), ` +
        `${f.succeeded} succeeded, ${f.failed} failed, ${f.ms.toFixed(0)} ms`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printRefreshFigures(await refreshCallFigures());
}
