// The columns of the transactions spreadsheet: the import template, the export and the importer
// all use this one list, so an exported file can be imported again. They are the transaction's id
// and the declaration's fields a user enters (the server derives the read-only ones: waste
// stream, unit, amount), headed by their labels, lookups written as names.
import { transactionEntity } from '../../domain/entities/supplier';
import { exportColumns, type ExportColumn } from '../routes/export-excel/columns';

/**
 * Each line's identity: the export writes every transaction's id here, and an imported line that
 * carries one updates that transaction (never a new row), so an exported file re-imports without
 * duplicating. New lines leave it blank.
 */
export const TRANSACTION_ID_COLUMN: ExportColumn = {
  header: 'Transaction ID',
  key: 'id',
  source: 'id',
  meta: { label: 'Transaction ID', kind: 'int' },
  width: 14,
  numFmt: '0',
};

export const TRANSACTION_COLUMNS: readonly ExportColumn[] = [
  TRANSACTION_ID_COLUMN,
  ...exportColumns(transactionEntity).filter((c) => !c.meta.readOnly),
];

/** The column a field's error belongs to (the label users see in the file); '' for the row itself. */
export function columnHeaderOf(field: string): string {
  return TRANSACTION_COLUMNS.find((c) => c.key === field)?.header ?? '';
}

/** Columns a file must have: the fields the schema requires. */
export const REQUIRED_FIELDS = ['transactionDate', 'destinationContractorId', 'productId', 'quantity'] as const;
