// One record of an imported file → a line ready to write, or its problems, without the database:
// it runs in the parsing worker. Cells are read by their column (row-body.ts), lookups
// resolved among the rows loaded once for the file, the declaration's schema checked as for a
// form. For transactions the values the server derives (waste stream and unit from the product,
// amount = quantity × unit price, data-model §1.7) are set here, as the transaction hooks do for
// one record; the other kinds' hooks run where the batch is written (entity-write-batch.ts).
import type { EntityDeclaration } from '../../domain/entity';
import { transactionAmount, transactionEntity } from '../../domain/entities/supplier';
import type { ExportColumn } from '../routes/export-excel/columns';
import { NOT_A_TRANSACTION_PRODUCT } from '../routes/hooks/transaction-product';
import type { FileRecord } from './read-records';
import { numberOf, rowBody, type CellContext, type RowProblem } from './row-body';

/** What a transaction takes from its product (loaded once per import). */
export interface ProductFacts {
  wasteStreamId: number;
  unitOfMeasure: string | null;
  isTransactionProduct: boolean;
}

export interface LineContext {
  /** `columns[i]` is the column of the file's i-th cell (undefined: a column the import ignores). */
  columns: readonly (ExportColumn | undefined)[];
  cells: CellContext;
  products: ReadonlyMap<number, ProductFacts>;
}

export interface ValidLine {
  rowNumber: number;
  /** The Transaction ID the line carries: it updates that transaction. */
  id: number | null;
  values: Record<string, unknown>;
}

export interface RefusedLine {
  rowNumber: number;
  problems: RowProblem[];
}

export type ImportLine = ValidLine | RefusedLine;

export const isRefused = (line: ImportLine): line is RefusedLine => 'problems' in line;

const MAX_ID = 2_147_483_647;

function idOf(cell: unknown, problems: RowProblem[]): number | null {
  if (cell === null || cell === undefined) return null;
  const id = numberOf(cell as string | number);
  if (typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID) return id;
  problems.push({ field: 'id', message: 'Must be the Transaction ID of an exported line (a whole number), or blank for a new line' });
  return null;
}

/** The schema's problems beside the cells' own (one per field). */
function checked(declaration: EntityDeclaration, body: Record<string, unknown>, problems: RowProblem[]): Record<string, unknown> | null {
  const parsed = declaration.schema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!problems.some((p) => p.field === field)) problems.push({ field, message: issue.message });
    }
  }
  return problems.length > 0 || !parsed.success ? null : { ...(parsed.data as Record<string, unknown>) };
}

type FieldSchemas = Record<string, { safeParse(value: unknown): { success: boolean } }>;

/** A blank cell of a field with a default (a Yes/No left empty) takes the default, as a form's untouched field does. */
function withoutBlankDefaults(declaration: EntityDeclaration, body: Record<string, unknown>): void {
  const shape = (declaration.schema as unknown as { shape?: FieldSchemas }).shape ?? {};
  for (const [field, value] of Object.entries(body)) {
    const schema = shape[field];
    if (value === null && schema && !schema.safeParse(null).success && schema.safeParse(undefined).success) delete body[field];
  }
}

/** A line of any kind but transactions: the schema checked; the write matches it by its natural key. */
export function entityLine(declaration: EntityDeclaration, ctx: LineContext, record: FileRecord, fixed: Readonly<Record<string, unknown>>): ImportLine {
  const { body, problems } = rowBody(ctx.columns, record.cells, ctx.cells);
  withoutBlankDefaults(declaration, body);
  const values = checked(declaration, { ...body, ...fixed }, problems);
  return values ? { rowNumber: record.rowNumber, id: null, values } : { rowNumber: record.rowNumber, problems };
}

export function importLine(ctx: LineContext, record: FileRecord): ImportLine {
  const { body, problems } = rowBody(ctx.columns, record.cells, ctx.cells);
  const id = idOf(body.id, problems);
  delete body.id;
  const values = checked(transactionEntity, body, problems);
  if (!values) return { rowNumber: record.rowNumber, problems };
  const product = ctx.products.get(values.productId as number);
  if (!product?.isTransactionProduct) return { rowNumber: record.rowNumber, problems: [{ field: 'productId', message: NOT_A_TRANSACTION_PRODUCT }] };
  values.wasteStreamId = product.wasteStreamId;
  values.unitOfMeasure = product.unitOfMeasure;
  values.amountAud = transactionAmount(values.quantity as number, values.unitPriceAud as number | null | undefined);
  return { rowNumber: record.rowNumber, id, values };
}
