// What the seed modules share: the database and the ids earlier modules created.
import type { Db } from '../client';
import type { BuildingKey } from './demo-buildings';

export interface SeedContext {
  /** Building key → tenantId. */
  buildings: Record<BuildingKey, number>;
  /** `${tenantId}:${customer name}` → customer id. */
  customers: Map<string, number>;
  /** Portfolio name → id. */
  portfolios: Map<string, number>;
  /** User name → id. */
  users: Map<string, number>;
}

export type SeedModule = (db: Db, ctx: SeedContext) => Promise<void>;

export const customerKey = (tenantId: number, name: string) => `${tenantId}:${name}`;
