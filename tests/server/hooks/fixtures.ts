// Reference rows the hook tests write against, inserted straight into the test database with
// names of their own so that they never meet the demo seed's rows.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../../src/server/db/client';
import { auditors, binTypes, collectionPoints, customers, primaryLocations, products, serviceTypes, wasteStreams, wasteTypes } from '../../../src/server/db/schema';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';

export const HARBOUR = 1;
export const COLLINS = 2;

export interface Fixtures {
  landfill: number;
  recycling: number;
  landfillType: number;
  recyclingType: number;
  binType: number;
  transactionProduct: number;
  collectionProduct: number;
  serviceType: number;
  customerA: number;
  customerB: number;
  otherBuildingCustomer: number;
  auditorA: number;
  auditorB: number;
}

async function one<T extends { id: number }>(rows: Promise<T[]>): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function insertFixtures(db: Db): Promise<Fixtures> {
  const tag = randomUUID().slice(0, 6).toUpperCase().replace(/[^A-Z]/g, 'X');
  const stream = (name: string, code: string, fate: string, density: number) =>
    one(db.insert(wasteStreams).values({ name: `${name} ${tag}`, code, fate, defaultDensityKgPerL: density }).returning({ id: wasteStreams.id }));
  const landfill = await stream('Hook general', `HG${tag.slice(0, 4)}`, 'Landfill', 0.15);
  const recycling = await stream('Hook recycling', `HR${tag.slice(0, 4)}`, 'Recycling', 0.08);
  const type = (name: string, wasteStreamId: number) =>
    one(db.insert(wasteTypes).values({ name: `${name} ${tag}`, wasteStreamId }).returning({ id: wasteTypes.id }));
  const binType = await one(db.insert(binTypes).values({ name: `Hook 240L ${tag}`, capacityL: 240 }).returning({ id: binTypes.id }));
  const product = (name: string, isTransactionProduct: boolean) =>
    one(
      db
        .insert(products)
        .values({ name: `${name} ${tag}`, wasteStreamId: recycling, binTypeId: binType, unitOfMeasure: 'Lift', isTransactionProduct })
        .returning({ id: products.id }),
    );
  const customer = (name: string, tenantId: number) =>
    one(db.insert(customers).values({ name: `${name} ${tag}`, tenantId }).returning({ id: customers.id }));
  const auditor = (firstName: string) =>
    one(db.insert(auditors).values({ firstName, lastName: tag, email: `${firstName}.${tag}@example.com`.toLowerCase() }).returning({ id: auditors.id }));
  return {
    landfill,
    recycling,
    landfillType: await type('Hook food', landfill),
    recyclingType: await type('Hook PET', recycling),
    binType,
    transactionProduct: await product('Hook lift', true),
    collectionProduct: await product('Hook bag', false),
    serviceType: await one(db.insert(serviceTypes).values({ name: `Hook wash ${tag}`, defaultRateAud: 12.5 }).returning({ id: serviceTypes.id })),
    customerA: await customer('Hook tenant A', HARBOUR),
    customerB: await customer('Hook tenant B', HARBOUR),
    otherBuildingCustomer: await customer('Hook tenant elsewhere', COLLINS),
    auditorA: await auditor('Ann'),
    auditorB: await auditor('Bob'),
  };
}

export type Row = Record<string, unknown> & { id: number };

/** A caller that expects the answer's status and hands back the body. */
export function caller(url: string, token: string) {
  return async (method: string, path: string, json: unknown, status = 200): Promise<Row & { errors?: Record<string, string[]>; warnings?: string[] }> => {
    const answer = await api(url, token, method, path, json);
    if (answer.status !== status) throw new Error(`${method} ${path}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as Row;
  };
}

/** A level of Harbour Tower. */
export function newLevel(db: Db, name: string): Promise<number> {
  return one(db.insert(primaryLocations).values({ tenantId: HARBOUR, name }).returning({ id: primaryLocations.id }));
}

/** A collection point of Harbour Tower on a level of its own. */
export async function newCollectionPoint(db: Db, name: string): Promise<number> {
  const primaryLocationId = await newLevel(db, name);
  return one(db.insert(collectionPoints).values({ tenantId: HARBOUR, name, primaryLocationId }).returning({ id: collectionPoints.id }));
}

export interface HookWorld {
  server: TestServer;
  f: Fixtures;
  owner: Caller;
  admin: Caller;
}
export type Caller = ReturnType<typeof caller>;

/** A test server with the fixtures, and callers signed in as Harbour's owner and the administrator. */
export async function startHookWorld(): Promise<HookWorld> {
  const server = await startTestServer();
  return {
    server,
    f: await insertFixtures(server.db),
    owner: caller(server.url, await signIn(server.url, 'owner')),
    admin: caller(server.url, await signIn(server.url, 'admin')),
  };
}

/** Starts a hook world before the file's tests and closes it after; read it inside tests. */
export function hookWorldForFile(): HookWorld {
  const world = {} as HookWorld;
  beforeAll(async () => {
    Object.assign(world, await startHookWorld());
  });
  afterAll(async () => {
    await world.server?.close();
  });
  return world;
}
