// What a custom controller builds on: the operations registerEntityController returns, driven by
// hooks (derived values, extra fields, a base condition, afterRead, a refused delete) and by field
// metadata (a write-only secret). Run against the seeded database of a test server.
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEntity } from '../../src/domain/entities/customers';
import type { EntityDeclaration } from '../../src/domain/entity';
import { customers } from '../../src/server/db/schema';
import { HttpError } from '../../src/server/errors';
import { entityOperations, type EntityOperations } from '../../src/server/routes/generic/operations';
import { entitySource } from '../../src/server/routes/generic/source';
import type { Session } from '../../src/server/auth/session';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let ops: EntityOperations;

const session = { userId: 4, roleKey: 'owner', roleId: 1, heldRoles: ['owner'], tenantId: 1, customerId: null, permissions: [], scope: [1] } as Session;
const request = { session } as FastifyRequest;

/** Customers with `code` declared write-only, as a custom controller would declare a secret. */
const declaration = {
  ...customerEntity,
  fields: { ...customerEntity.fields, code: { label: 'Code', kind: 'secret' } },
  // A secret is never searched: the quick search keeps to the other declared fields.
  search: customerEntity.search.filter((field) => field !== 'code'),
} as EntityDeclaration;

beforeAll(async () => {
  server = await startTestServer();
  const source = entitySource(declaration, customers, {
    nameLength: { expr: sql<number>`length(${customers.name})`, kind: 'int' },
  });
  ops = entityOperations(server.db, declaration, source, {
    where: () => eq(customers.isBaseBuilding, false),
    beforeCreate: (values) => ({ ...values, floorsOccupied: `for ${String(values.headcount ?? 0)} people` }),
    beforeUpdate: (values, { existing }) => ({ ...values, floorsOccupied: `was ${String(existing.name)}` }),
    afterRead: (row) => ({ ...row, title: `${String(row.name)} (${String(row.nameLength)})` }),
    beforeDelete: (existing) => {
      if (existing.headcount === 99) throw new HttpError(409, 'In use');
    },
  });
});
afterAll(async () => {
  await server?.close();
});

async function storedCode(id: number): Promise<string | null | undefined> {
  const [row] = await server.db.select({ code: customers.code }).from(customers).where(eq(customers.id, id));
  return row?.code;
}

describe('hooks', () => {
  it('beforeCreate derives values; afterRead and extra fields shape every row', async () => {
    const row = await ops.create(request, { name: 'Hooked', headcount: 7 });
    expect(row).toMatchObject({ name: 'Hooked', floorsOccupied: 'for 7 people', nameLength: 6, title: 'Hooked (6)' });
    const page = await ops.page(request, { filter: { logic: 'and', filters: [{ field: 'nameLength', operator: 'eq', value: 6 }, { field: 'name', operator: 'eq', value: 'hooked' }] } });
    expect(page.data.map((r) => r.id)).toEqual([row.id]);
  });

  it('beforeUpdate sees the existing row', async () => {
    const row = await ops.create(request, { name: 'Before' });
    const updated = await ops.update(request, { id: row.id, name: 'After' });
    expect(updated).toMatchObject({ name: 'After', floorsOccupied: 'was Before' });
  });

  it("the hooks' condition applies to reads and writes", async () => {
    const [base] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.isBaseBuilding, true)).limit(1);
    await expect(ops.byId(request, base!.id)).rejects.toMatchObject({ status: 404 });
    await expect(ops.remove(request, base!.id)).rejects.toMatchObject({ status: 404 });
    const all = await ops.all(request, {});
    expect(all.every((r) => r.isBaseBuilding === false)).toBe(true);
  });

  it('beforeDelete may refuse', async () => {
    const row = await ops.create(request, { name: 'Busy', headcount: 99 });
    await expect(ops.remove(request, row.id)).rejects.toMatchObject({ status: 409, message: 'In use' });
    expect((await ops.byId(request, row.id)).id).toBe(row.id);
  });
});

describe('write-only fields', () => {
  it('are stored, never returned nor filterable, and a blank one on update keeps the stored value', async () => {
    const row = await ops.create(request, { name: 'Secretive', code: 'S3CRET' });
    expect(row).not.toHaveProperty('code');
    expect(await storedCode(row.id)).toBe('S3CRET');
    await expect(ops.page(request, { filter: { logic: 'and', filters: [{ field: 'code', operator: 'startswith', value: 'S' }] } })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Unknown field: code',
    });
    await ops.update(request, { id: row.id, name: 'Secretive', code: null });
    expect(await storedCode(row.id)).toBe('S3CRET');
    await ops.update(request, { id: row.id, name: 'Secretive', code: 'NEW' });
    expect(await storedCode(row.id)).toBe('NEW');
  });
});
