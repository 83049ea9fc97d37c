// Bulk creation of collection services (spec §2.2 /collection-services/createInBulk): one service
// per chosen tenant × waste stream at one collection point, named "Tenant – Level – Stream" as the
// data model builds it. The client's preview and the server's creation share these rules.
import { z } from 'zod';
import { SERVICE_FREQUENCIES } from './entities/collections';
import { ref, requiredEnum, requiredRef } from './entities/shared';

export const SERVICE_NAME_MAX = 150;
const SEPARATOR = ' – ';

/** At most this many services in one request: a building has a few dozen tenants and streams. */
export const BULK_MAX_SERVICES = 500;

const distinctRefs = (what: string) =>
  z
    .array(requiredRef(what), { error: `Choose ${what}` })
    .min(1, `Choose at least one ${what.replace(/^an? /, '')}`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each one once');

export const collectionServiceBulkSchema = z
  .object({
    customerIds: distinctRefs('a tenant'),
    wasteStreamIds: distinctRefs('a waste stream'),
    collectionPointId: requiredRef('a collection point'),
    productId: ref.nullish(),
    destinationContractorId: ref.nullish(),
    frequency: requiredEnum(SERVICE_FREQUENCIES, 'a frequency').nullish(),
    /** true: answer what would be created and skipped, and write nothing. */
    preview: z.boolean().default(false),
  })
  .strict()
  .refine((b) => b.customerIds.length * b.wasteStreamIds.length <= BULK_MAX_SERVICES, {
    message: `At most ${BULK_MAX_SERVICES} services at once`,
    path: ['customerIds'],
  });
export type CollectionServiceBulkRequest = z.input<typeof collectionServiceBulkSchema>;

/** "Tenant – Level – Stream", cut to the name column's length. */
export function bulkServiceName(parts: { customer: string; level: string; stream: string }): string {
  return [parts.customer, parts.level, parts.stream].join(SEPARATOR).slice(0, SERVICE_NAME_MAX);
}

/** One service the request asks for. */
export interface PlannedService {
  name: string;
  customerId: number;
  wasteStreamId: number;
  collectionPointId: number;
}

/** A planned service that already exists (same tenant, stream and point among live services). */
export interface SkippedService extends PlannedService {
  existingId: number;
}

export interface CollectionServiceBulkResult {
  preview: boolean;
  /** What is (or, in a preview, would be) created, in request order. */
  planned: PlannedService[];
  /** The rows created (empty in a preview). */
  created: ({ id: number; qrCode: string } & Record<string, unknown>)[];
  skipped: SkippedService[];
}

/** Every tenant × stream pair, tenants first, in the order chosen. */
export function plannedPairs(customerIds: readonly number[], wasteStreamIds: readonly number[]): { customerId: number; wasteStreamId: number }[] {
  return customerIds.flatMap((customerId) => wasteStreamIds.map((wasteStreamId) => ({ customerId, wasteStreamId })));
}
