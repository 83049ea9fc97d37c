// The global reference rows the seed creates, by the keys the other seed modules use.
import type { StreamCode } from './reference-data';

export interface StreamRef {
  id: number;
  code: StreamCode;
  fate: string;
  densityKgPerL: number;
}

export interface BinTypeRef {
  id: number;
  capacityL: number;
  tareWeightKg: number;
  maxGrossKg: number;
  streamCode: StreamCode | null;
}

export interface ProductRef {
  id: number;
  name: string;
  streamCode: StreamCode;
  wasteStreamId: number;
  binTypeId: number | null;
  unitOfMeasure: string;
  defaultKgPerUnit: number;
  defaultPriceAud: number;
}

export interface ReferenceIds {
  streams: Map<StreamCode, StreamRef>;
  /** Waste type name → id and the stream it belongs in. */
  wasteTypes: Map<string, { id: number; streamCode: StreamCode }>;
  /** Bin type name → row. */
  binTypes: Map<string, BinTypeRef>;
  /** Product name (global catalogue) → row. */
  products: Map<string, ProductRef>;
  /** Service type code → id and default rate. */
  serviceTypes: Map<string, { id: number; rateAud: number }>;
  /** Contractor key → id. */
  contractors: Map<string, number>;
  /** Auditor ids; the first is NABERS-accredited. */
  auditors: number[];
  /** Furniture type name → id, typical weight and default outcome waste types. */
  furnitureTypes: Map<string, { id: number; typicalWeightKg: number; recycleWasteTypeId: number | null; landfillWasteTypeId: number | null }>;
}

export function emptyReferenceIds(): ReferenceIds {
  return {
    streams: new Map(),
    wasteTypes: new Map(),
    binTypes: new Map(),
    products: new Map(),
    serviceTypes: new Map(),
    contractors: new Map(),
    auditors: [],
    furnitureTypes: new Map(),
  };
}

/** A map entry that an earlier seed module must have created. */
export function need<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed: missing ${String(key)}`);
  return value;
}
