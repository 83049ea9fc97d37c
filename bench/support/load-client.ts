// The load generator of the benches, run as its own process so that the client's work does not
// share the server's event loop: `tsx bench/support/load-client.ts` with a JSON job on argv[2]. The
// requests come from autocannon (keep-alive HTTP/1.1 connections, one request in flight on each);
// it prints one JSON line when done: every answered request's latency (ms), the errors (non-2xx,
// time-outs, resets), the wall time and its own CPU time.
import autocannon from 'autocannon';
import type { LoadJob } from './load';

const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
const latencies: number[] = [];
let errors = 0;

const started = performance.now();
const cpuAtStart = process.cpuUsage();
let finished!: (result: autocannon.Result) => void;
const done = new Promise<autocannon.Result>((resolve) => (finished = resolve));
const options: autocannon.Options = {
  url: `${job.url}${job.path}`,
  method: 'PUT',
  headers: {
    authorization: `Bearer ${job.token}`,
    'content-type': 'application/json',
    applicationType: 'web',
    'X-API-Version': '2.0',
    'accept-encoding': 'gzip, deflate, br',
  },
  body: JSON.stringify(job.body),
  connections: job.concurrency,
  pipelining: 1,
  timeout: 30,
  ...(job.requests !== undefined ? { amount: job.requests } : { duration: (job.durationMs ?? 10_000) / 1000 }),
};
// The callback form returns the running instance, whose 'response' events carry each latency.
const instance = autocannon(options, (error, result) => {
  if (error) throw error;
  finished(result);
});
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  else errors += 1;
});
const result = await done;
const cpu = process.cpuUsage(cpuAtStart);
console.log(JSON.stringify({ latencies, errors: errors + result.errors + result.timeouts, wallMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 }));
