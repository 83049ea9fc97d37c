// Record history of what a record holds beyond its fields (issue #14 item 7): a consolidated
// service's allocations, an audit's tenants, a contractor's recovery rates, a tablet's buttons —
// edited on their own, through the form's PutEntity — show in the record's History by name
// ("Opal Recruitment 60%"), never as ids, and an unchanged list writes no entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
let owner: string;
type Row = Record<string, unknown> & { id: number };
type Entry = { action: string; changes: Record<string, { from: unknown; to: unknown; label?: string }> };

const ok = async (method: string, path: string, json?: unknown): Promise<Row> => {
  const answer = await api(server.url, owner, method, path, json);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Row;
};
const history = async (controller: string, id: number) => (await ok('GET', `/api/${controller}/History/${id}`)) as unknown as Entry[];

beforeAll(async () => {
  server = await startTestServer();
  owner = await signIn(server.url, 'owner');
});
afterAll(async () => {
  await server?.close();
});

describe('child lists in the history', () => {
  it("a consolidated service's allocations, changed alone, read by tenant name and share", async () => {
    const tenants = (await ok('PUT', '/api/Customers/GetAll', {})) as unknown as Row[];
    const [a, b] = tenants.filter((t) => t.name !== 'Base Building') as [Row, Row];
    const services = (await ok('PUT', '/api/CollectionServices/GetAll', { filter: { logic: 'and', filters: [{ field: 'isConsolidated', operator: 'eq', value: true }] } })) as unknown as Row[];
    const service = await ok('GET', `/api/CollectionServices/GetById/${services[0]!.id}`);
    const before = (await history('CollectionServices', service.id)).length;
    const allocations = [
      { customerId: a.id, pct: 60 },
      { customerId: b.id, pct: 40 },
    ];
    await ok('PUT', '/api/CollectionServices/PutEntity', { ...service, allocations });
    const entries = await history('CollectionServices', service.id);
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]!.changes.allocations).toMatchObject({ label: 'Allocations' });
    expect(String(entries[0]!.changes.allocations!.to)).toContain(`${String(a.name)} 60%`);
    expect(String(entries[0]!.changes.allocations!.to)).toContain(`${String(b.name)} 40%`);
    // The same list again: nothing changed, no entry.
    const again = await ok('GET', `/api/CollectionServices/GetById/${service.id}`);
    await ok('PUT', '/api/CollectionServices/PutEntity', { ...again, allocations });
    expect(await history('CollectionServices', service.id)).toHaveLength(before + 1);
  });

  it("a waste audit's tenants read by name", async () => {
    const audits = (await ok('PUT', '/api/Audits/Get', { take: 1 })) as unknown as { data: Row[] };
    const audit = await ok('GET', `/api/Audits/GetById/${audits.data[0]!.id}`);
    const tenants = (await ok('PUT', '/api/Customers/GetAll', {})) as unknown as Row[];
    const other = tenants.find((t) => !(audit.customerIds as number[]).includes(t.id)) as Row;
    await ok('PUT', '/api/Audits/PutEntity', { ...audit, customerIds: [...(audit.customerIds as number[]), other.id] });
    const [latest] = await history('Audits', audit.id);
    expect(latest!.changes.customerIds).toMatchObject({ label: 'Tenants' });
    expect(String(latest!.changes.customerIds!.to)).toContain(String(other.name));
    expect(JSON.stringify(latest!.changes.customerIds)).not.toMatch(new RegExp(`\\b${other.id}\\b`));
  });
});
