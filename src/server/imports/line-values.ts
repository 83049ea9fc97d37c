// One record of an imported file → a line ready to write, or its problems, without the database:
// it runs in the parsing worker. Cells are read by their column (transaction-rows.ts), lookups
// resolved among the rows loaded once for the file, the declaration's schema checked as for a
// form, and the values the server derives (waste stream and unit from the product, amount =
// quantity × unit price, data-model §1.7) set here, as the transaction hooks do for one record.
import { transactionAmount, transactionEntity } from '../../domain/entities/supplier';
import type { ExportColumn } from '../routes/export-excel/columns';
import { NOT_A_TRANSACTION_PRODUCT } from '../routes/hooks/transaction-product';
import type { LookupNames } from './lookup-resolve';
import type { FileRecord } from './read-records';
import { numberOf, rowBody, type RowProblem } from './transaction-rows';

/** What a transaction takes from its product (loaded once per import). */
export interface ProductFacts {
  wasteStreamId: number;
  unitOfMeasure: string | null;
  isTransactionProduct: boolean;
}

export interface LineContext {
  /** `columns[i]` is the column of the file's i-th cell (undefined: a column the import ignores). */
  columns: readonly (ExportColumn | undefined)[];
  lookups: LookupNames;
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

export function importLine(ctx: LineContext, record: FileRecord): ImportLine {
  const { body, problems } = rowBody(ctx.columns, record.cells, ctx.lookups);
  const id = idOf(body.id, problems);
  delete body.id;
  const parsed = transactionEntity.schema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!problems.some((p) => p.field === field)) problems.push({ field, message: issue.message });
    }
  }
  if (problems.length > 0 || !parsed.success) return { rowNumber: record.rowNumber, problems };
  const values: Record<string, unknown> = { ...parsed.data };
  const product = ctx.products.get(values.productId as number);
  if (!product?.isTransactionProduct) return { rowNumber: record.rowNumber, problems: [{ field: 'productId', message: NOT_A_TRANSACTION_PRODUCT }] };
  values.wasteStreamId = product.wasteStreamId;
  values.unitOfMeasure = product.unitOfMeasure;
  values.amountAud = transactionAmount(values.quantity as number, values.unitPriceAud as number | null | undefined);
  return { rowNumber: record.rowNumber, id, values };
}
