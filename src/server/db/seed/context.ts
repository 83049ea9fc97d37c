// What the seed modules share: the database, the fixed "now" and the ids earlier modules created.
import type { Db } from '../client';
import type { BuildingKey } from './demo-buildings';
import type { ReferenceIds } from './reference-ids';
import type { Site } from './site';

export interface SeedContext {
  /** The instant the demo data ends at (tests pass a fixed one; default: when seeding starts). */
  now: Date;
  /** Building key → tenantId. */
  buildings: Record<BuildingKey, number>;
  /** `${tenantId}:${customer name}` → customer id. */
  customers: Map<string, number>;
  /** Portfolio name → id. */
  portfolios: Map<string, number>;
  /** User name → id. */
  users: Map<string, number>;
  /** Global reference rows (streams, bin types, products, …) by their seed keys. */
  ref: ReferenceIds;
  /** Per building (tenantId): its layout, people, devices and services. */
  sites: Map<number, Site>;
}

export type SeedModule = (db: Db, ctx: SeedContext) => Promise<void>;

export const customerKey = (tenantId: number, name: string) => `${tenantId}:${name}`;

/** The site of a building, which the layout module must have created. */
export function siteOf(ctx: Pick<SeedContext, 'sites'>, tenantId: number): Site {
  const site = ctx.sites.get(tenantId);
  if (!site) throw new Error(`Seed: no site for building ${tenantId}`);
  return site;
}
