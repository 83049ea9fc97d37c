// The PDF export refuses the filters the data endpoint refuses, at the start call with a 400
// naming filters.from or filters.to, instead of queuing a job that can only fail: a day that does
// not exist, year 0, a period that ends before it starts or spans more than ten years.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
let manager: string;

beforeAll(async () => {
  server = await startTestServer();
  manager = await signIn(server.url, 'manager');
});
afterAll(async () => {
  await server?.close();
});

type Answer = { status: number; body: unknown };
const errorsOf = (answer: Answer) => Object.keys((answer.body as { errors?: Record<string, unknown> }).errors ?? {});

function expectRefused(answer: Answer, field: string): void {
  expect({ status: answer.status, named: errorsOf(answer).includes(field), body: answer.body }).toMatchObject({ status: 400, named: true });
}

describe('report PDF export filters', () => {
  const post = (filters: Record<string, unknown>) => api(server.url, manager, 'POST', '/api/PowerBI/PostReportPdfExport', { reportName: 'Bounds', filters });

  it('refuses what the data endpoint refuses, naming the filter', async () => {
    const data = await api(server.url, manager, 'GET', '/api/Reports/Full/Data?from=2026-13-45&to=2026-01-01');
    expect(data.status).toBe(400);
    expectRefused(await post({ from: '2026-13-45', to: '2026-01-01' }), 'filters.from');
    expectRefused(await post({ from: '0000-01-01', to: '2026-01-01' }), 'filters.from');
    expectRefused(await post({ from: '2026-01-01', to: '2026-02-30' }), 'filters.to');
    expectRefused(await post({ from: '2026-02-01', to: '2026-01-01' }), 'filters.to');
    expectRefused(await post({ from: '2001-01-01', to: '2026-01-01' }), 'filters.to');
  });

  it('still starts an export of a good period', async () => {
    expect((await post({ from: '2026-01-01', to: '2026-01-31' })).status).toBe(200);
  });
});
