// Closing the server (a test's afterAll, a deploy's SIGTERM) does not wait for connections that
// carry no request: one opened and never used (a browser's preconnect; undici opens one again after
// an aborted fetch) used to hold the close until Node's headersTimeout, 60–90 s
// (src/server/http/close-unused-connections.ts). A request in flight still gets its answer.
import net from 'node:net';
import { expect, it } from 'vitest';
import { startTestServer } from '../helpers/server';

it('closes at once beside an unused connection, and still answers the request in flight', async () => {
  let started: () => void = () => undefined;
  let release: () => void = () => undefined;
  const inFlightStarted = new Promise<void>((resolve) => (started = resolve));
  const server = await startTestServer({
    routes: (app) => {
      app.get('/test/in-flight', { config: { public: true } }, async () => {
        started();
        await new Promise<void>((resolve) => (release = resolve));
        return { answered: true };
      });
    },
  });
  const { port, hostname } = new URL(server.url);
  const unused = net.connect(Number(port), hostname);
  await new Promise((resolve) => unused.once('connect', resolve));
  const unusedClosed = new Promise((resolve) => unused.once('close', resolve));
  const inFlight = fetch(`${server.url}/test/in-flight`).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
  await inFlightStarted;

  const closeStarted = performance.now();
  const closed = server.close();
  setTimeout(() => release(), 200);
  await closed;
  const closeMs = performance.now() - closeStarted;
  expect(await inFlight).toEqual({ status: 200, body: { answered: true } });
  await unusedClosed;
  expect(closeMs).toBeLessThan(5000);
  console.log(`server closed in ${closeMs.toFixed(0)} ms beside an unused connection and a request in flight`);
}, 30_000);
