// The load generator of the API latency bench, run as its own process so that the client's work
// does not share the server's event loop: `tsx bench/support/load-client.ts` with a JSON job on
// argv[2]; it prints one JSON line of latencies (ms) when done.
export {};

interface Job {
  url: string;
  token: string;
  path: string;
  body: unknown;
  concurrency: number;
  requests: number;
  /** Stop sending after this long (ms from the start), whatever `requests` says. */
  durationMs?: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
const latencies: number[] = [];
let errors = 0;
let next = 0;

const until = job.durationMs === undefined ? Infinity : performance.now() + job.durationMs;

async function worker(): Promise<void> {
  while (next < job.requests && performance.now() < until) {
    next += 1;
    const started = performance.now();
    const response = await fetch(`${job.url}${job.path}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${job.token}`,
        'content-type': 'application/json',
        applicationType: 'web',
        'X-API-Version': '2.0',
      },
      body: JSON.stringify(job.body),
    });
    await response.arrayBuffer();
    if (response.ok) latencies.push(performance.now() - started);
    else errors += 1;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: job.concurrency }, () => worker()));
console.log(JSON.stringify({ latencies, errors, wallMs: performance.now() - started }));
