// What every aggregate query receives: the resolved scope and period of one report.
import type { Db } from '../../db/client';

export interface AggregateContext {
  db: Db;
  tenantIds: number[];
  customerIds: number[] | null;
  wasteStreamIds: number[] | null;
  /** Inclusive calendar dates, YYYY-MM-DD. */
  from: string;
  to: string;
}

/** Where generated kg come from (data-model §3.1 and its double-counting note). */
export type WeightSource = 'collections' | 'transactions' | 'binCounts' | 'editions';
