// Level infrastructure audits carry the bins found on the level by type, stream and placement
// (data-model §1.8, child table level_infrastructure_items).
import { z } from 'zod';
import { levelInfrastructureItemSchema } from '../../../domain/entities/audits';
import { levelInfrastructureItems } from '../../db/schema';
import { enumCellLabel } from '../../spreadsheets/enum-cells';
import { childCollection, parentTenant } from './children';

type LevelItem = z.infer<typeof levelInfrastructureItemSchema>;

export const levelInfrastructureAuditHooks = childCollection<LevelItem>({
  field: 'items',
  schema: z.array(levelInfrastructureItemSchema),
  table: levelInfrastructureItems,
  parentColumn: levelInfrastructureItems.levelInfrastructureAuditId,
  fromRow: (row) => ({
    binTypeId: row.binTypeId as number,
    wasteStreamId: row.wasteStreamId as number,
    placement: row.placement as LevelItem['placement'],
    count: row.count as number,
  }),
  toRow: (item) => ({ ...item }),
  refs: (item) => [
    { field: 'binTypeId', entity: 'binTypes', value: item.binTypeId },
    { field: 'wasteStreamId', entity: 'wasteStreams', value: item.wasteStreamId },
  ],
  tenantOf: parentTenant,
  history: {
    label: 'Bins',
    line: (item, name) => `${item.count} × ${name('binTypeId')}, ${name('wasteStreamId')}, ${enumCellLabel({ kind: 'enum', label: 'Placement' }, item.placement)}`,
  },
});
