// Notes attached to a record of another entity (data-model.md §1.1).
import { z } from 'zod';
import { defineEntity } from '../entity';
import { Area } from '../permissions';
import { enumField, isoDate, optionalText, ref, requiredText } from './shared';

export const NOTE_ENTITY_TYPES = [
  'Building', 'Customer', 'Collection', 'WasteAudit', 'Transaction', 'Equipment', 'FurnitureItem',
] as const;

export const noteEntity = defineEntity({
  key: 'notes',
  label: 'Note',
  labelPlural: 'Notes',
  controller: 'Notes',
  cacheTag: 'Note',
  area: Area.Notes,
  route: null,
  screens: [],
  scope: 'building',
  schema: z.object({
    entityType: z.enum(NOTE_ENTITY_TYPES),
    entityId: ref,
    title: optionalText(150),
    body: requiredText(4000),
    noteDate: isoDate,
  }),
  fields: {
    entityType: enumField('About', NOTE_ENTITY_TYPES),
    entityId: { label: 'Record', kind: 'int' },
    title: { label: 'Title', kind: 'text' },
    body: { label: 'Note', kind: 'textarea' },
    noteDate: { label: 'Date', kind: 'date' },
  },
  titleField: 'title',
  search: ['title'],
  defaultSort: { field: 'noteDate', dir: 'desc' },
  occupier: {
    about: {
      typeField: 'entityType',
      idField: 'entityId',
      entities: { Customer: 'customers', Collection: 'collections', WasteAudit: 'wasteAudits', Transaction: 'transactions', FurnitureItem: 'furnitureItems' },
    },
  },
});
