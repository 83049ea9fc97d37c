// Per-building seed state: what the layout, people, device and service modules created in one
// building, for the time-series modules that follow.
import type { BuildingKey } from './demo-buildings';
import type { StreamCode } from './reference-data';

export interface SeedCustomer {
  id: number;
  name: string;
  headcount: number;
  /** Lowest level the customer occupies (null for the base building). */
  firstLevel: number | null;
  isBaseBuilding: boolean;
  /** yyyy-mm-dd; the customer generates no waste after it (inactive customers). */
  leaseEnd: string | null;
}

/** One collection service and how much of its building's stream it carries. */
export interface ServicePlan {
  id: number;
  customerId: number | null;
  streamCode: StreamCode;
  wasteStreamId: number;
  productId: number | null;
  /** The product's unit (Bag, Lift, …) and its container tare, for gross/tare/quantity. */
  productUnit: string | null;
  productTareKg: number;
  /** Fraction of the building's daily kg of the stream that flows through this service. */
  share: number;
  /** The lowest per-collection limit that applies (kg); the generator stays under it. */
  maxKg: number;
  /** Collected every n service days (1 = every day); the waste accumulates in between. */
  everyDays: number;
  offset: number;
  /** Customers who moved out stop generating after this date (yyyy-mm-dd). */
  activeUntil: string | null;
}

export interface Site {
  tenantId: number;
  key: BuildingKey;
  name: string;
  state: string;
  customers: SeedCustomer[];
  /** Level number → primary location id (floors and ground). */
  levels: Map<number, number>;
  dockLocationId: number;
  wasteRoomLocationId: number;
  /** Level number → the tea point collection point of that level. */
  teaPoints: Map<number, number>;
  dockScalePoints: number[];
  binStorePointId: number;
  /** Equipment ids. */
  scales: number[];
  binLifterId: number | null;
  tabletId: number | null;
  cleaners: number[];
  multiSiteCleaners: number[];
  managers: number[];
  services: ServicePlan[];
}
