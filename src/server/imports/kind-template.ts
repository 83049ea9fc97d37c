// A kind's import template (.xlsx): the first sheet has the columns, headed by the labels people
// read, and one example row; "How to fill in" says per column whether it is required and how to
// write it; "Accepted values" lists, per lookup, enum and Yes/No column, what it accepts (the
// building's own names for lookups). The importer matches those headers (parse-worker.ts).
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import ExcelJS from 'exceljs';
import type { FieldMeta } from '../../domain/entity';
import type { Db } from '../db/client';
import { sheetColumns } from '../routes/export-excel/columns';
import { inertCell } from '../spreadsheets/cell-safety';
import { importFields, type ImportKind } from './import-kinds';
import { kindOperations } from './kind-operations';
import { lookupLabels } from './lookup-names';
import { enumOptionText } from '../spreadsheets/enum-cells';

/** Names listed per lookup column. */
const MAX_LISTED = 500;

/** Example cells a kind's own fields need to be valid (formats, checks between fields). */
const EXAMPLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  customers: { name: 'Example Tenant Pty Ltd', code: 'EX-1', floorsOccupied: 'Level 3', areaM2: '850', headcount: '60' },
  collectionServices: { name: 'Example Tenant – Level 3 – Paper', qrCode: 'CS-EXAMPLE-1', isConsolidated: 'No' },
  collections: { quantity: '1', netKg: '12.5', isEstimated: 'No', isContaminated: 'No', contaminationLevel: 'None' },
  binCounts: { binCount: '4', fillPct: '100' },
  transactions: { quantity: '3', unitPriceAud: '12.50', docketNo: 'D-1001', customerId: 'No' },
};

export const templateFileName = (kind: ImportKind): string => `${kind.declaration.labelPlural} import template.xlsx`;

export async function kindTemplate(db: Db, kind: ImportKind, tenantId: number, timeZone: string): Promise<ExcelJS.Workbook> {
  const metas = kind.declaration.fields as Record<string, FieldMeta>;
  const lookups = kindOperations(db, kind).source.lookups;
  const accepted = new Map<string, string[]>();
  for (const column of kind.columns) {
    const meta = column.meta;
    if (meta.kind === 'lookup') {
      const target = lookups.find((l) => l.field === column.key);
      const names = target ? await lookupLabels(db, target, metas[column.key]?.lookup?.labelField, tenantId, MAX_LISTED) : [];
      accepted.set(column.key, kind.yesNoLookups?.[column.key] ? ['No', ...names] : names);
    } else if (meta.kind === 'enum') accepted.set(column.key, (meta.options ?? []).map((o) => enumOptionText(meta, o)));
    else if (meta.kind === 'bool') accepted.set(column.key, ['Yes', 'No']);
  }
  const today = new Date();
  // A time of yesterday: a collection may not be in the future, whatever the hour now.
  const yesterday = new Date(today.getTime() - 24 * 3600_000);
  const example = Object.fromEntries(
    kind.columns.map((c) => {
      const own = EXAMPLES[kind.key]?.[c.key];
      if (own !== undefined) return [c.key, own];
      if (!kind.required.includes(c.key)) return [c.key, ''];
      if (c.meta.kind === 'date') return [c.key, format(today, 'dd/MM/yyyy', { in: tz(timeZone) })];
      if (c.meta.kind === 'datetime') return [c.key, `${format(yesterday, 'dd/MM/yyyy', { in: tz(timeZone) })} 09:30`];
      return [c.key, accepted.get(c.key)?.[0] ?? (['int', 'decimal', 'money', 'percent'].includes(c.meta.kind) ? '1' : 'Example')];
    }),
  );

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind.declaration.labelPlural);
  // Text cells throughout: a person's dd/mm/yyyy stays as typed, read in the building's zone.
  sheet.columns = sheetColumns(kind.columns).map((c) => ({ ...c, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(Object.entries(example).map(([k, v]) => [k, inertCell(v)])));

  const help = workbook.addWorksheet('How to fill in');
  help.columns = [
    { header: 'Column', key: 'label', width: 28 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'How to write it', key: 'hint', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const field of importFields(kind)) help.addRow({ label: field.label, required: field.required ? 'Yes' : 'No', hint: field.hint });

  const values = workbook.addWorksheet('Accepted values');
  const listed = kind.columns.filter((c) => accepted.has(c.key));
  values.columns = listed.map((c) => ({ header: c.header, key: c.key, width: Math.max(16, c.header.length + 4) }));
  values.getRow(1).font = { bold: true };
  const longest = Math.max(0, ...listed.map((c) => accepted.get(c.key)!.length));
  for (let i = 0; i < longest; i++) values.addRow(Object.fromEntries(listed.map((c) => [c.key, inertCell(accepted.get(c.key)![i] ?? '')])));
  return workbook;
}
