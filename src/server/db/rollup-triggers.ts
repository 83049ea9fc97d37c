// Keeps the report rollups (schema/rollups.ts) equal to the raw rows. Database triggers, not route
// hooks: every writer — the generic routes, bulk creates, the tablet API, the transactions import,
// seeds, scripts — changes the rollup in the same transaction as its rows, on PGlite and PostgreSQL
// alike, without having to remember to. They are statement-level with transition tables, so a bulk
// INSERT or an import batch costs one grouped upsert, not one per row; every increment is
// `ON CONFLICT … SET x = x + excluded.x`, so concurrent writers to one key never lose one.
// Applied on every start (migrate.ts), because the generated migration holds no triggers.
import { sql } from 'drizzle-orm';
import type { Db } from './client';

type Op = 'INSERT' | 'UPDATE' | 'DELETE';

/** The columns a collection's rollup contribution depends on (an UPDATE of others changes nothing). */
const COLLECTION_INPUTS = [
  'tenant_id',
  'collected_at',
  'collection_service_id',
  'waste_stream_id',
  'customer_id',
  'is_contaminated',
  'contamination_level',
  'net_kg',
  'is_estimated',
  'is_deleted',
];
const TRANSACTION_INPUTS = [
  'tenant_id',
  'transaction_date',
  'waste_stream_id',
  'customer_id',
  'destination_contractor_id',
  'weight_kg',
  'weight_method',
  'amount_aud',
  'is_deleted',
];

/** The changed rows of a statement with their sign: +1 for the new image, −1 for the old one. */
function delta(op: Op, inputs: readonly string[]): string {
  if (op === 'INSERT') return 'SELECT 1 AS sign, n.* FROM new_rows n';
  if (op === 'DELETE') return 'SELECT -1 AS sign, o.* FROM old_rows o';
  const changed = `(${inputs.map((c) => `o.${c}`).join(', ')}) IS DISTINCT FROM (${inputs.map((c) => `n.${c}`).join(', ')})`;
  return `SELECT -1 AS sign, o.* FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${changed}
    UNION ALL SELECT 1 AS sign, n.* FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${changed}`;
}

/**
 * Grouped contributions of the collections in `rows` (columns of collections, plus `sign`): the
 * day rows (grain 'D'), and the month rows (grain 'M') summed from them.
 */
function collectionContributions(rows: string): string {
  const daily = `SELECT c.tenant_id, (c.collected_at AT TIME ZONE p.time_zone)::date AS day,
      CASE WHEN s.is_consolidated THEN c.collection_service_id END AS consolidated_service_id,
      c.waste_stream_id, c.customer_id,
      sum(c.sign)::int AS collections,
      coalesce(sum(c.sign) FILTER (WHERE c.is_contaminated), 0)::int AS contaminated,
      coalesce(sum(c.sign) FILTER (WHERE c.is_contaminated AND c.contamination_level = 'Low'), 0)::int AS contaminated_low,
      coalesce(sum(c.sign) FILTER (WHERE c.is_contaminated AND c.contamination_level = 'Medium'), 0)::int AS contaminated_medium,
      coalesce(sum(c.sign) FILTER (WHERE c.is_contaminated AND c.contamination_level = 'High'), 0)::int AS contaminated_high,
      sum(c.sign * c.net_kg) AS net_kg,
      coalesce(sum(c.sign * c.net_kg) FILTER (WHERE NOT c.is_estimated), 0) AS actual_kg
    FROM (${rows}) c JOIN packages p ON p.tenant_id = c.tenant_id
    JOIN collection_services s ON s.id = c.collection_service_id
    WHERE c.is_deleted = false
    GROUP BY 1, 2, 3, 4, 5`;
  const measures = 'collections, contaminated, contaminated_low, contaminated_medium, contaminated_high, net_kg, actual_kg';
  return `WITH d AS (${daily})
    SELECT tenant_id, 'D' AS grain, day, consolidated_service_id, waste_stream_id, customer_id, ${measures} FROM d
    UNION ALL
    SELECT tenant_id, 'M', date_trunc('month', day)::date, consolidated_service_id, waste_stream_id, customer_id,
      sum(collections), sum(contaminated), sum(contaminated_low), sum(contaminated_medium), sum(contaminated_high),
      sum(net_kg), sum(actual_kg)
    FROM d GROUP BY 1, 2, 3, 4, 5, 6`;
}

const COLLECTION_UPSERT = `INSERT INTO collection_rollups (tenant_id, grain, day, consolidated_service_id, waste_stream_id, customer_id,
      collections, contaminated, contaminated_low, contaminated_medium, contaminated_high, net_kg, actual_kg)`;
const COLLECTION_ADD = `ON CONFLICT ON CONSTRAINT collection_rollups_key DO UPDATE SET
      collections = collection_rollups.collections + excluded.collections,
      contaminated = collection_rollups.contaminated + excluded.contaminated,
      contaminated_low = collection_rollups.contaminated_low + excluded.contaminated_low,
      contaminated_medium = collection_rollups.contaminated_medium + excluded.contaminated_medium,
      contaminated_high = collection_rollups.contaminated_high + excluded.contaminated_high,
      net_kg = collection_rollups.net_kg + excluded.net_kg,
      actual_kg = collection_rollups.actual_kg + excluded.actual_kg`;

function transactionContributions(rows: string): string {
  return `SELECT t.tenant_id, t.transaction_date AS day, t.waste_stream_id, t.customer_id, t.destination_contractor_id,
      sum(t.sign)::int AS transactions, coalesce(sum(t.sign * t.weight_kg), 0) AS weight_kg,
      coalesce(sum(t.sign * t.weight_kg) FILTER (WHERE t.weight_method = 'ActualWeight'), 0) AS actual_kg,
      coalesce(sum(t.sign * t.amount_aud), 0) AS amount_aud
    FROM (${rows}) t
    WHERE t.is_deleted = false
    GROUP BY 1, 2, 3, 4, 5`;
}

const TRANSACTION_UPSERT = `INSERT INTO transaction_rollups (tenant_id, day, waste_stream_id, customer_id, destination_contractor_id,
      transactions, weight_kg, actual_kg, amount_aud)`;
const TRANSACTION_ADD = `ON CONFLICT ON CONSTRAINT transaction_rollups_key DO UPDATE SET
      transactions = transaction_rollups.transactions + excluded.transactions,
      weight_kg = transaction_rollups.weight_kg + excluded.weight_kg,
      actual_kg = transaction_rollups.actual_kg + excluded.actual_kg,
      amount_aud = transaction_rollups.amount_aud + excluded.amount_aud`;

const CONTAMINATION_CHANGED = ' OR x.contaminated <> 0 OR x.contaminated_low <> 0 OR x.contaminated_medium <> 0 OR x.contaminated_high <> 0';

/**
 * Fires under `session_replication_role = replica` too, which the seed sets to skip foreign-key
 * checks (seed/collections-seed.ts): a rollup that skipped those rows would be wrong from the start.
 */
const ALWAYS = (table: string, trigger: string) => `ALTER TABLE ${table} ENABLE ALWAYS TRIGGER ${trigger}`;

/** ORDER BY the key: concurrent statements then lock shared keys in one order (no deadlock). */
function statementTrigger(table: string, op: Op, upsert: string, contributions: string, add: string): string[] {
  const name = `${table}_rollup_${op.toLowerCase()}`;
  const transition = [op !== 'INSERT' ? 'OLD TABLE AS old_rows' : '', op !== 'DELETE' ? 'NEW TABLE AS new_rows' : ''].join(' ');
  return [
    `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  ${upsert}
    SELECT * FROM (${contributions}) x
    WHERE x.${table === 'collections' ? 'collections' : 'transactions'} <> 0 OR x.${table === 'collections' ? 'net_kg' : 'weight_kg'} <> 0
      OR x.actual_kg <> 0${table === 'transactions' ? ' OR x.amount_aud <> 0' : CONTAMINATION_CHANGED}
    ORDER BY 1, 2, 3, 4, 5, 6
  ${add};
  RETURN NULL;
END $$`,
    `DROP TRIGGER IF EXISTS ${name} ON ${table}`,
    `CREATE TRIGGER ${name} AFTER ${op} ON ${table} REFERENCING ${transition}
    FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
    ALWAYS(table, name),
  ];
}

/**
 * Recomputes one building's collection rollups: its time zone decides every day bucket, and its
 * services' consolidated flag which collections keep their service in the key.
 */
const REBUILD_BUILDING = `CREATE OR REPLACE FUNCTION collection_rollups_rebuild_tenant(t int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM collection_rollups WHERE tenant_id = t;
  ${COLLECTION_UPSERT}
    ${collectionContributions('SELECT 1 AS sign, x.* FROM collections x WHERE x.tenant_id = t')};
END $$`;

const PACKAGE_TRIGGER = [
  `CREATE OR REPLACE FUNCTION packages_rollup_time_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.tenant_id IS DISTINCT FROM NEW.tenant_id THEN
    PERFORM collection_rollups_rebuild_tenant(OLD.tenant_id);
  END IF;
  IF TG_OP = 'INSERT' OR OLD.time_zone IS DISTINCT FROM NEW.time_zone OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id THEN
    PERFORM collection_rollups_rebuild_tenant(NEW.tenant_id);
  END IF;
  RETURN NULL;
END $$`,
  `DROP TRIGGER IF EXISTS packages_rollup_time_zone ON packages`,
  `CREATE TRIGGER packages_rollup_time_zone AFTER INSERT OR UPDATE ON packages
    FOR EACH ROW EXECUTE FUNCTION packages_rollup_time_zone()`,
];

const SERVICE_TRIGGER = [
  `CREATE OR REPLACE FUNCTION collection_services_rollup_consolidated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.is_consolidated IS DISTINCT FROM NEW.is_consolidated THEN
    PERFORM collection_rollups_rebuild_tenant(NEW.tenant_id);
  END IF;
  RETURN NULL;
END $$`,
  `DROP TRIGGER IF EXISTS collection_services_rollup_consolidated ON collection_services`,
  `CREATE TRIGGER collection_services_rollup_consolidated AFTER UPDATE ON collection_services
    FOR EACH ROW EXECUTE FUNCTION collection_services_rollup_consolidated()`,
  ALWAYS('collection_services', 'collection_services_rollup_consolidated'),
];

const TRUNCATE_TRIGGERS = (['collections', 'transactions'] as const).flatMap((table) => {
  const rollup = table === 'collections' ? 'collection_rollups' : 'transaction_rollups';
  return [
    `CREATE OR REPLACE FUNCTION ${table}_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ${rollup};
  RETURN NULL;
END $$`,
    `DROP TRIGGER IF EXISTS ${table}_rollup_truncate ON ${table}`,
    `CREATE TRIGGER ${table}_rollup_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${table}_rollup_truncate()`,
    ALWAYS(table, `${table}_rollup_truncate`),
  ];
});

const OPS: Op[] = ['INSERT', 'UPDATE', 'DELETE'];

const STATEMENTS: string[] = [
  ...OPS.flatMap((op) =>
    statementTrigger('collections', op, COLLECTION_UPSERT, collectionContributions(delta(op, COLLECTION_INPUTS)), COLLECTION_ADD),
  ),
  ...OPS.flatMap((op) =>
    statementTrigger('transactions', op, TRANSACTION_UPSERT, transactionContributions(delta(op, TRANSACTION_INPUTS)), TRANSACTION_ADD),
  ),
  REBUILD_BUILDING,
  ...PACKAGE_TRIGGER,
  ...SERVICE_TRIGGER,
  ...TRUNCATE_TRIGGERS,
];

/** Creates or replaces the rollup triggers; safe to run on every start. */
export async function applyRollupTriggers(db: Db): Promise<void> {
  for (const statement of STATEMENTS) await db.execute(sql.raw(statement));
}

/**
 * Recomputes both rollups from the raw rows in one transaction. The source tables are locked
 * against writes meanwhile (SHARE), so no write can land between the read and the new rollup.
 */
export async function rebuildRollups(db: Db): Promise<{ collectionKeys: number; transactionKeys: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE collections, transactions, packages, collection_services IN SHARE MODE`);
    await tx.execute(sql`DELETE FROM collection_rollups`);
    await tx.execute(sql`DELETE FROM transaction_rollups`);
    await tx.execute(sql.raw(`${COLLECTION_UPSERT} ${collectionContributions('SELECT 1 AS sign, x.* FROM collections x')}`));
    await tx.execute(sql.raw(`${TRANSACTION_UPSERT} ${transactionContributions('SELECT 1 AS sign, x.* FROM transactions x')}`));
    // Fresh statistics, so the reports' plans fit the new row counts (PGlite has no autovacuum).
    await tx.execute(sql`ANALYZE collection_rollups, transaction_rollups`);
    const counts = (await tx.execute(
      sql`SELECT (SELECT count(*) FROM collection_rollups WHERE grain = 'D')::int AS c, (SELECT count(*) FROM transaction_rollups)::int AS t`,
    )) as unknown as { rows: { c: number; t: number }[] };
    const row = counts.rows[0];
    return { collectionKeys: row?.c ?? 0, transactionKeys: row?.t ?? 0 };
  });
}
