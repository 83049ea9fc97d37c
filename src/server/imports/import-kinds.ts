// The entities the import module brings in (src/domain/imports.ts lists them), each defined once
// from its entity declaration: the columns (the declared fields a person enters, headed by their
// labels, lookups written as names), the fields a file must have (those the schema requires), the
// natural key a re-imported line is matched by (so re-imports never duplicate), and who may run
// it. Plain data without database code: the parsing worker reads it too.
import type { EntityDeclaration, FieldMeta } from '../../domain/entity';
import { collectionEntity, collectionServiceEntity } from '../../domain/entities/collections';
import { binCountEntity } from '../../domain/entities/count';
import { customerEntity } from '../../domain/entities/customers';
import { transactionEntity } from '../../domain/entities/supplier';
import { IMPORT_KIND_KEYS, IMPORT_TYPE_OF, type ImportField, type ImportKindKey, type ImportType } from '../../domain/imports';
import { Area, Qualifier } from '../../domain/permissions';
import { exportColumns, type ExportColumn } from '../routes/export-excel/columns';
import { enumOptionText } from '../spreadsheets/enum-cells';
import { REQUIRED_FIELDS, TRANSACTION_COLUMNS } from './transaction-columns';

export interface ImportKind {
  key: ImportKindKey;
  importType: ImportType;
  declaration: EntityDeclaration;
  columns: readonly ExportColumn[];
  /** Fields every file must have a column for. */
  required: readonly string[];
  /**
   * What makes a line the same record as a stored one of the building (text compared without
   * case): a matched line updates it or is unchanged, never a second row. Transactions have their
   * own rules (match-lines.ts).
   */
  naturalKey: readonly string[];
  /** Values every imported row gets (a collection's source). */
  fixed: Readonly<Record<string, unknown>>;
  /** Lookups whose label reads as a yes/no question, with the message for a bare Yes (row-body.ts). */
  yesNoLookups?: Readonly<Record<string, string>>;
  /** Every one of these is needed to run this kind (the server checks; the menu only hides). */
  permissions: readonly (readonly [Area, Qualifier])[];
}

/** Fields the schema requires: those it refuses when left out. */
function requiredFields(declaration: EntityDeclaration, columns: readonly ExportColumn[]): string[] {
  const shape = (declaration.schema as unknown as { shape?: Record<string, { safeParse(v: unknown): { success: boolean } }> }).shape ?? {};
  return columns.filter((c) => shape[c.key] && !shape[c.key]!.safeParse(undefined).success).map((c) => c.key);
}

function entityKind(
  key: Exclude<ImportKindKey, 'transactions'>,
  declaration: EntityDeclaration,
  area: Area,
  naturalKey: readonly string[],
  options: { leaveOut?: readonly string[]; fixed?: Record<string, unknown> } = {},
): ImportKind {
  const columns = exportColumns(declaration).filter((c) => !c.meta.readOnly && !(options.leaveOut ?? []).includes(c.key));
  return {
    key,
    importType: IMPORT_TYPE_OF[key],
    declaration,
    columns,
    required: requiredFields(declaration, columns),
    naturalKey,
    fixed: options.fixed ?? {},
    permissions: [
      [Area.Imports, Qualifier.Import],
      [area, Qualifier.Create],
      // A re-imported line updates the record it matches.
      [area, Qualifier.Edit],
    ],
  };
}

export const IMPORT_KINDS: Readonly<Record<ImportKindKey, ImportKind>> = {
  customers: entityKind('customers', customerEntity, Area.Customers, ['name']),
  collectionServices: entityKind('collectionServices', collectionServiceEntity, Area.CollectionServices, ['customerId', 'name']),
  // An imported collection says so; the tablet and the form set their own source.
  collections: entityKind('collections', collectionEntity, Area.Collections, ['collectionServiceId', 'collectedAt'], { leaveOut: ['source'], fixed: { source: 'Import' } }),
  binCounts: entityKind('binCounts', binCountEntity, Area.BinCount, [
    'countDate',
    'collectionPointId',
    'primaryLocationId',
    'customerId',
    'binTypeId',
    'wasteStreamId',
    'countStage',
  ]),
  transactions: {
    key: 'transactions',
    importType: IMPORT_TYPE_OF.transactions,
    declaration: transactionEntity,
    columns: TRANSACTION_COLUMNS,
    required: REQUIRED_FIELDS,
    naturalKey: [],
    fixed: {},
    yesNoLookups: { customerId: "Give the tenant's name the line is recharged to, or No" },
    // As the transactions import has always asked (routes/transactions-import.ts).
    permissions: [
      [Area.Transactions, Qualifier.Edit],
      [Area.Transactions, Qualifier.Import],
    ],
  },
};

export const importKindOf = (key: ImportKindKey): ImportKind => IMPORT_KINDS[key];
export const ALL_IMPORT_KINDS: readonly ImportKind[] = IMPORT_KIND_KEYS.map((k) => IMPORT_KINDS[k]);

/** The column a field's error belongs to (the label users see in the file); '' for the row itself. */
export const headerOfField = (kind: ImportKind, field: string): string => kind.columns.find((c) => c.key === field)?.header ?? '';

/** How a person writes a column's value (the template's hints and the preview's field list). */
export function fieldHint(meta: FieldMeta): string {
  switch (meta.kind) {
    case 'lookup':
      return `The name of a ${meta.label.toLowerCase()} of this building`;
    case 'enum':
      return `One of: ${(meta.options ?? []).map((o) => enumOptionText(meta, o)).join(', ')}`;
    case 'bool':
      return 'Yes or No';
    case 'date':
      return 'A date, dd/mm/yyyy';
    case 'datetime':
      return "A date and time, dd/mm/yyyy hh:mm, in the building's time zone";
    case 'money':
      return 'An amount in dollars';
    case 'int':
      return 'A whole number';
    case 'decimal':
    case 'percent':
      return 'A number';
    default:
      return 'Text';
  }
}

export function importFields(kind: ImportKind): ImportField[] {
  return kind.columns.map((c) => ({
    key: c.key,
    label: c.header,
    required: kind.required.includes(c.key),
    hint: c.key === 'id' ? 'Blank for a new line; an exported line keeps its ID' : (kind.yesNoLookups?.[c.key] ? "A tenant's name, or No" : fieldHint(c.meta)),
  }));
}
