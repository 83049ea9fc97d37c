// The throwaway plain entity of the add-an-entity test: "skip bins", building-scoped, six fields
// with a lookup to customers, a permission area of its own that follows Collections' grants, and a
// place in the Collections menu group. Exactly three files change: its declaration, its table, its
// seed rows. Each edit inserts text before an anchor that must exist once in that file.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Edit {
  file: string;
  before: string;
  insert: string;
}

export const ENTITY_KEY = 'skipBins';

const DECLARATION = `
export const skipBinEntity = defineEntity({
  key: 'skipBins',
  label: 'Skip bin',
  labelPlural: 'Skip bins',
  controller: 'SkipBins',
  cacheTag: 'SkipBin',
  area: newArea(64),
  grantsLike: 'Collections',
  route: '/skip-bins',
  screens: ['list', 'create', 'edit', 'view'],
  menu: { group: 'collections' },
  scope: 'building',
  schema: z.object({
    binTag: requiredText(50),
    customerId: ref.nullish(),
    sizeM3: wholeNumber(1, 40),
    placedOn: enteredDate,
    hired: z.boolean().default(false),
    notes: optionalText(500),
  }),
  fields: {
    binTag: { label: 'Bin tag', kind: 'text' },
    customerId: lookupField('Tenant', 'customers'),
    sizeM3: { label: 'Size (m³)', kind: 'int' },
    placedOn: { label: 'Placed on', kind: 'date' },
    hired: { label: 'Hired', kind: 'bool' },
    notes: { label: 'Notes', kind: 'textarea' },
  },
  titleField: 'binTag',
  search: ['binTag'],
  defaultSort: { field: 'placedOn', dir: 'desc' },
  occupier: { column: 'customerId', withoutCustomer: 'hidden' },
});

`;

export const TABLE = `
export const skipBins = pgTable('skip_bins', {
  ...baseColumns(),
  ...tenantColumn(),
  binTag: varchar({ length: 50 }).notNull(),
  customerId: integer().references(() => customers.id),
  sizeM3: integer().notNull(),
  placedOn: date({ mode: 'string' }).notNull(),
  hired: boolean().default(false).notNull(),
  notes: varchar({ length: 500 }),
});
`;

const SEED_ROWS = `  skipBins: {
    rows: (ctx) =>
      customersOf(ctx, ctx.buildings.harbour)
        .slice(0, 3)
        .map((customerId, i) => ({
          tenantId: ctx.buildings.harbour,
          customerId,
          binTag: \`SKIP-\${i + 1}\`,
          sizeM3: 6 + 2 * i,
          placedOn: \`2026-01-0\${i + 1}\`,
          hired: i % 2 === 0,
        })),
  },
`;

const DECLARATION_FILE = 'src/domain/entities/collections.ts';
export const TABLE_FILE = 'src/server/db/schema/collections.ts';
const SEED_FILE = 'src/server/db/seed/entity-seeds.ts';

/** The edits, by file: the three files a plain entity needs. */
export const EDITS: readonly Edit[] = [
  { file: DECLARATION_FILE, before: " } from '../permissions';", insert: ', newArea' },
  { file: DECLARATION_FILE, before: '  enumField,\n', insert: '  enteredDate,\n' },
  { file: DECLARATION_FILE, before: 'export const collectionsEntities = [', insert: DECLARATION },
  { file: DECLARATION_FILE, before: '  collectionServiceEntity,\n  collectionEntity,\n', insert: '  skipBinEntity,\n' },
  { file: TABLE_FILE, before: '  index,\n', insert: '  date,\n' },
  { file: TABLE_FILE, before: "const kg = () =>", insert: `${TABLE}\n` },
  { file: SEED_FILE, before: '} satisfies { [K in EntityKey]: EntitySeed<K> };', insert: SEED_ROWS },
];

/** Inserts `insert` before the one occurrence of `before` in root/file. */
export function applyEdit(root: string, { file, before, insert }: Edit): void {
  const target = path.join(root, file);
  const text = readFileSync(target, 'utf8');
  const at = text.indexOf(before);
  if (at < 0 || text.indexOf(before, at + 1) >= 0) throw new Error(`${file}: the anchor ${JSON.stringify(before)} is not there exactly once`);
  writeFileSync(target, text.slice(0, at) + insert + text.slice(at));
}
