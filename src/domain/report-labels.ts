// What the report pages, charts, tables and filters print for a code: the label tables the grids,
// forms and exports read (each enum field's optionLabels, src/domain/labels), never a local map
// or the raw key ('ReusedInternal' reads "Reused internally").
import type { FieldMeta } from './entity';
import { collectionEntity } from './entities/collections';
import { furnitureItemEntity } from './entities/furniture';
import { wasteStreamEntity } from './entities/reference';
import { labelIn } from './labels';

const labelOf = (meta: FieldMeta) => (value: string | number): string => labelIn({ labels: meta.optionLabels ?? {} }, value);

/** A furniture item's outcome (the report's bars, the PDF's table). */
export const furnitureOutcomeLabel = labelOf(furnitureItemEntity.fields.furnitureStatus);
/** A waste stream's fate (landfill, recycling, …). */
export const streamFateLabel = labelOf(wasteStreamEntity.fields.fate);
/** A collection's contamination level (the contaminated collections report: rows and filter). */
export const contaminationLevelLabel = labelOf(collectionEntity.fields.contaminationLevel);
