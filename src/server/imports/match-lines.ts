// Which transaction each valid line of a batch is (the import never adds a line twice):
//   1. a line with a Transaction ID is that transaction of the building (the export writes it);
//      an id of no live transaction of the building → the line is refused;
//   2. else a line with a docket no. is the live transaction with the same contractor, docket no.
//      and product (data-model §1.7; a unique index holds it);
//   3. else the line's natural key: same building, date, contractor, product, quantity, unit price
//      and invoice no. among the live transactions without a docket no.; one match is that
//      transaction, more than one → refused as ambiguous (give the id or a docket no.).
// A matched line whose values equal the transaction's is unchanged, else it updates it; a line
// that matches nothing is added, and later lines of the same file then match it (two equal lines
// make one transaction). Pure: the caller loads the candidates and writes the plan.
import type { RowProblem } from './row-body';
import type { ValidLine } from './line-values';

export type StoredLine = Record<string, unknown> & { id: number };

/** Fields that name a line without id or docket no. (README "Imports"). */
export const NATURAL_KEY_FIELDS = ['transactionDate', 'destinationContractorId', 'productId', 'quantity', 'unitPriceAud', 'invoiceNo'] as const;
/** Fields the server sets from the product and the price: compared, and written, with the file's. */
export const DERIVED_FIELDS = ['wasteStreamId', 'unitOfMeasure', 'amountAud'] as const;

export interface BatchPlan {
  inserts: Record<string, unknown>[];
  /** id → the values to set (the file's fields and the derived ones). */
  updates: Map<number, Record<string, unknown>>;
  counts: { added: number; updated: number; unchanged: number; refused: number };
  problems: (RowProblem & { rowNumber: number })[];
}

/** Decimal places of the numeric fields: values compare as the database stores them. */
export type Scales = Readonly<Record<string, number>>;

function comparable(field: string, value: unknown, scales: Scales): string {
  if (value === null || value === undefined || value === '') return '';
  const scale = scales[field];
  if (scale !== undefined && Number.isFinite(Number(value))) return Number(value).toFixed(scale);
  return String(value);
}

export const naturalKey = (values: Record<string, unknown>, scales: Scales): string =>
  JSON.stringify(NATURAL_KEY_FIELDS.map((f) => comparable(f, values[f], scales)));

export function docketKey(values: Record<string, unknown>): string | null {
  const docket = values.docketNo;
  if (typeof docket !== 'string' || docket === '') return null;
  return JSON.stringify([values.destinationContractorId, docket, values.productId]);
}

type Target = { stored: StoredLine } | { pending: Record<string, unknown> };

export function planBatch(lines: readonly ValidLine[], candidates: readonly StoredLine[], fileFields: readonly string[], scales: Scales): BatchPlan {
  const plan: BatchPlan = { inserts: [], updates: new Map(), counts: { added: 0, updated: 0, unchanged: 0, refused: 0 }, problems: [] };
  const byId = new Map<number, Target>();
  const byDocket = new Map<string, Target>();
  const byNatural = new Map<string, Target[]>();
  const index = (target: Target, values: Record<string, unknown>) => {
    const docket = docketKey(values);
    if (docket) byDocket.set(docket, target);
    else {
      const key = naturalKey(values, scales);
      byNatural.set(key, [...(byNatural.get(key) ?? []), target]);
    }
  };
  for (const stored of candidates) {
    const target = { stored };
    byId.set(stored.id, target);
    index(target, stored);
  }
  const compared = [...fileFields, ...DERIVED_FIELDS];
  const refuse = (line: ValidLine, field: string, message: string) => {
    plan.counts.refused++;
    plan.problems.push({ rowNumber: line.rowNumber, field, message });
  };

  for (const line of lines) {
    const docket = docketKey(line.values);
    let target: Target | undefined;
    if (line.id !== null) {
      target = byId.get(line.id);
      if (!target) {
        refuse(line, 'id', `No transaction with ID ${line.id} in this building: leave the Transaction ID blank for a new line`);
        continue;
      }
    } else if (docket) {
      target = byDocket.get(docket);
    } else {
      const found = byNatural.get(naturalKey(line.values, scales)) ?? [];
      if (found.length > 1) {
        refuse(line, '', `Matches ${found.length} transactions with the same date, contractor, product, quantity, unit price and invoice no.: give its Transaction ID or a docket no.`);
        continue;
      }
      target = found[0];
    }
    const holder = docket ? byDocket.get(docket) : undefined;
    if (target && holder && holder !== target) {
      refuse(line, 'docketNo', `Docket no. ${String(line.values.docketNo)} is already on another transaction with this contractor and product`);
      continue;
    }
    if (!target) {
      const pending = { ...line.values };
      plan.inserts.push(pending);
      index({ pending }, pending);
      plan.counts.added++;
      continue;
    }
    const current = 'stored' in target ? { ...target.stored, ...plan.updates.get(target.stored.id) } : target.pending;
    const same = compared.every((f) => !(f in line.values) || comparable(f, line.values[f], scales) === comparable(f, current[f], scales));
    if (same) {
      plan.counts.unchanged++;
      continue;
    }
    plan.counts.updated++;
    if ('pending' in target) Object.assign(target.pending, line.values);
    else {
      const changed = Object.fromEntries(compared.filter((f) => f in line.values).map((f) => [f, line.values[f]]));
      plan.updates.set(target.stored.id, { ...plan.updates.get(target.stored.id), ...changed });
      index(target, { ...current, ...changed });
    }
  }
  return plan;
}
