// The demo database as data-model.md §4 describes it, checked on the seeded template that every
// server test starts from: volumes, stream split, diversion trend, costs, contamination, the one
// overdue device, the one over-limit collection, the furniture outcome mix and building scoping.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
const HARBOUR = 1;

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
}
async function one<T>(query: SQL): Promise<T> {
  const [row] = await rows<T>(query);
  if (!row) throw new Error('no row');
  return row;
}
const num = (v: unknown) => Number(v);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Harbour Tower's weighed kg (collections + bin lifts) per stream code over the last 12 months. */
async function harbourYearByStream(): Promise<Map<string, number>> {
  const result = await rows<{ code: string; kg: string }>(sql`
    with w as (
      select waste_stream_id, net_kg from collections where tenant_id = ${HARBOUR} and collected_at > now() - interval '12 months'
      union all
      select waste_stream_id, net_kg from bin_collections where tenant_id = ${HARBOUR} and lifted_at > now() - interval '12 months'
    )
    select s.code, sum(w.net_kg) as kg from w join waste_streams s on s.id = w.waste_stream_id group by s.code`);
  return new Map(result.map((r) => [r.code, num(r.kg)]));
}

describe('demo database volumes', () => {
  it('holds tens of thousands of collections and the other groups in their ranges', async () => {
    const counts = await one<Record<string, string>>(sql`select
      (select count(*) from collections) as collections, (select count(*) from bin_collections) as bins,
      (select count(*) from bin_counts) as bin_counts, (select count(*) from service_tallies) as tallies,
      (select count(*) from transactions) as transactions, (select count(*) from waste_streams) as streams,
      (select count(*) from service_types) as service_types, (select count(*) from collection_services) as services,
      (select count(*) from furniture_items) as furniture, (select count(*) from waste_audits) as audits`);
    expect(num(counts.collections)).toBeGreaterThan(20_000);
    expect(num(counts.collections)).toBeLessThan(100_000);
    expect(num(counts.bins)).toBeGreaterThan(300);
    expect(num(counts.bin_counts)).toBeGreaterThan(1_500);
    expect(num(counts.tallies)).toBeGreaterThan(300);
    expect(num(counts.transactions)).toBeGreaterThan(500);
    expect(num(counts.streams)).toBe(18);
    expect(num(counts.service_types)).toBe(8);
    expect(num(counts.services)).toBeGreaterThan(150);
    expect(num(counts.furniture)).toBeGreaterThan(600);
    expect(num(counts.audits)).toBeGreaterThanOrEqual(4);
  });

  it('gives every building 10–25 occupiers plus a Base Building', async () => {
    const perBuilding = await rows<{ tenant_id: number; occupiers: string; base: string }>(sql`
      select tenant_id, count(*) filter (where not is_base_building) as occupiers, count(*) filter (where is_base_building) as base
      from customers group by tenant_id`);
    expect(perBuilding).toHaveLength(4);
    for (const b of perBuilding) {
      expect(num(b.base)).toBe(1);
      expect(num(b.occupiers)).toBeGreaterThanOrEqual(10);
      expect(num(b.occupiers)).toBeLessThanOrEqual(25);
    }
  });

  it('weighs 350–500 kg on an average Harbour Tower weekday', async () => {
    const { kg, days } = await one<{ kg: string; days: string }>(sql`
      with w as (
        select (collected_at at time zone 'Australia/Sydney')::date as day, net_kg from collections where tenant_id = ${HARBOUR}
        union all
        select (lifted_at at time zone 'Australia/Sydney')::date, net_kg from bin_collections where tenant_id = ${HARBOUR}
      )
      select sum(net_kg) as kg, count(distinct day) filter (where extract(isodow from day) <= 5) as days from w
      where day > current_date - 365 and day < current_date`);
    const perDay = num(kg) / num(days);
    expect(perDay).toBeGreaterThan(350);
    expect(perDay).toBeLessThan(500);
  });

  it('splits Harbour Tower weight by stream within the §4 bands', async () => {
    const byStream = await harbourYearByStream();
    const total = [...byStream.values()].reduce((s, v) => s + v, 0);
    const pct = (...codes: string[]) => (100 * codes.reduce((s, c) => s + (byStream.get(c) ?? 0), 0)) / total;
    expect(pct('GEN')).toBeGreaterThanOrEqual(35);
    expect(pct('GEN')).toBeLessThanOrEqual(45);
    expect(pct('PAPER', 'CARD')).toBeGreaterThanOrEqual(25);
    expect(pct('PAPER', 'CARD')).toBeLessThanOrEqual(35);
    expect(pct('COMM')).toBeGreaterThanOrEqual(10);
    expect(pct('COMM')).toBeLessThanOrEqual(15);
    expect(pct('ORG')).toBeGreaterThanOrEqual(10);
    expect(pct('ORG')).toBeLessThanOrEqual(20);
    const specialty = pct('EWASTE', 'BATT', 'TONER', 'FLUO', 'SOFT', 'SECDOC');
    expect(specialty).toBeGreaterThanOrEqual(1);
    expect(specialty).toBeLessThanOrEqual(3);
  });

  it('starts diversion at 45–55% and raises it after the baseline audit', async () => {
    const months = await rows<{ month: string; diversion: string }>(sql`
      select to_char(c.collected_at, 'YYYY-MM') as month,
        100 * sum(c.net_kg) filter (where s.fate <> 'Landfill') / sum(c.net_kg) as diversion
      from collections c join waste_streams s on s.id = c.waste_stream_id where c.tenant_id = ${HARBOUR}
      group by 1 order by 1`);
    const first = months.slice(1, 4).map((m) => num(m.diversion));
    const last = months.slice(-4, -1).map((m) => num(m.diversion));
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean(first)).toBeGreaterThanOrEqual(45);
    expect(mean(first)).toBeLessThanOrEqual(55);
    expect(mean(last) - mean(first)).toBeGreaterThan(5);
  });
});

describe('demo database costs and quality', () => {
  it('charges $250–400 a tonne for general waste in Harbour Tower and Eagle Street', async () => {
    const perBuilding = await rows<{ tenant_id: number; per_tonne: string }>(sql`
      select t.tenant_id, sum(t.amount_aud) / (sum(t.weight_kg) / 1000) as per_tonne
      from transactions t join waste_streams s on s.id = t.waste_stream_id where s.code = 'GEN' group by t.tenant_id`);
    expect(perBuilding.map((r) => r.tenant_id).sort()).toEqual([1, 3]);
    for (const r of perBuilding) {
      expect(num(r.per_tonne)).toBeGreaterThanOrEqual(250);
      expect(num(r.per_tonne)).toBeLessThanOrEqual(400);
    }
  });

  it('bills Harbour Tower the weight its own collections weighed, month by month', async () => {
    const { billed, weighed } = await one<{ billed: string; weighed: string }>(sql`
      with months as (select distinct period_start, period_end from transactions where tenant_id = ${HARBOUR}),
      w as (
        select collected_at as at, net_kg from collections where tenant_id = ${HARBOUR}
        union all select lifted_at, net_kg from bin_collections where tenant_id = ${HARBOUR}
      )
      select (select sum(weight_kg) from transactions where tenant_id = ${HARBOUR}) as billed,
        (select sum(w.net_kg) from w join months m on (w.at at time zone 'Australia/Sydney')::date between m.period_start and m.period_end) as weighed`);
    expect(Math.abs(num(billed) - num(weighed))).toBeLessThan(5);
  });

  it('flags 5–10% of commingled and organics collections as contaminated, each with a level', async () => {
    const r = await one<{ share: string; without_level: string }>(sql`
      select 100.0 * avg(c.is_contaminated::int) as share, count(*) filter (where c.is_contaminated and c.contamination_level is null) as without_level
      from collections c join waste_streams s on s.id = c.waste_stream_id where s.code in ('COMM', 'ORG')`);
    expect(num(r.share)).toBeGreaterThanOrEqual(5);
    expect(num(r.share)).toBeLessThanOrEqual(10);
    expect(num(r.without_level)).toBe(0);
  });

  it('finds §4 contamination in every completed audit, with items adding up to each sample', async () => {
    const shares = await rows<{ audit: number; code: string; samples: string; foreign_pct: string }>(sql`
      select ac.waste_audit_id as audit, s.code, count(distinct ac.id) as samples,
        100 * sum(i.weight_kg) filter (where i.is_contaminant) / sum(i.weight_kg) as foreign_pct
      from audit_collections ac join audit_collection_items i on i.audit_collection_id = ac.id
      join waste_streams s on s.id = ac.presented_stream_id group by 1, 2`);
    const bands: Record<string, [number, number]> = { COMM: [10, 25], PAPER: [5, 10], ORG: [5, 15], GEN: [40, 60] };
    expect(new Set(shares.map((s) => s.audit)).size).toBeGreaterThanOrEqual(4);
    for (const s of shares) {
      const [lo, hi] = bands[s.code] ?? [0, 0];
      expect(num(s.foreign_pct), `${s.code} in audit ${s.audit}`).toBeGreaterThanOrEqual(lo);
      expect(num(s.foreign_pct), `${s.code} in audit ${s.audit}`).toBeLessThanOrEqual(hi);
    }
    const perAudit = await rows<{ n: string }>(sql`select count(*) as n from audit_collections group by waste_audit_id`);
    for (const a of perAudit) {
      expect(num(a.n)).toBeGreaterThanOrEqual(40);
      expect(num(a.n)).toBeLessThanOrEqual(80);
    }
    const off = await one<{ n: string; min_items: string; max_items: string }>(sql`
      select count(*) filter (where abs(items - net_kg) > 0.03 * net_kg) as n, min(k) as min_items, max(k) as max_items from (
        select ac.net_kg, sum(i.weight_kg) as items, count(i.id) as k from audit_collections ac
        join audit_collection_items i on i.audit_collection_id = ac.id group by ac.id, ac.net_kg) x`);
    expect(num(off.n)).toBe(0);
    expect(num(off.min_items)).toBeGreaterThanOrEqual(4);
    expect(num(off.max_items)).toBeLessThanOrEqual(10);
  });

  it('has correct signage on 60–80% of levels in each infrastructure audit', async () => {
    const audits = await rows<{ pct: string }>(sql`
      select 100.0 * avg((signage = 'Correct')::int) as pct from level_infrastructure_audits group by infrastructure_audit_id`);
    expect(audits.length).toBeGreaterThanOrEqual(1);
    for (const a of audits) {
      expect(num(a.pct)).toBeGreaterThanOrEqual(60);
      expect(num(a.pct)).toBeLessThanOrEqual(80);
    }
  });

  it('has exactly one device overdue for calibration', async () => {
    const overdue = await rows<{ serial_number: string }>(sql`select serial_number from equipment where calibration_due_date < current_date`);
    expect(overdue).toHaveLength(1);
  });

  it('has exactly one collection above its per-collection limit', async () => {
    const over = await rows<{ id: number; net_kg: string }>(sql`
      select distinct c.id, c.net_kg from collections c join collection_limits l on l.tenant_id = c.tenant_id
        and l.waste_stream_id = c.waste_stream_id and l.period = 'PerCollection' and l.is_deleted = false
        and (l.product_id is null or l.product_id = c.product_id) and (l.customer_id is null or l.customer_id = c.customer_id)
      where c.net_kg > l.max_kg`);
    expect(over).toHaveLength(1);
  });

  it('ends each make-good event about 40% reused, 20% donated, 24% recycled, 16% landfilled', async () => {
    const mix = await rows<{ tenant_id: number; status: string; pct: string }>(sql`
      select tenant_id, furniture_status as status, 100.0 * count(*) / sum(count(*)) over (partition by tenant_id) as pct
      from furniture_items where furniture_status in ('ReusedInternal', 'Donated', 'Recycled', 'Landfilled') group by 1, 2`);
    const expected: Record<string, number> = { ReusedInternal: 40, Donated: 20, Recycled: 24, Landfilled: 16 };
    expect(new Set(mix.map((m) => m.tenant_id)).size).toBe(2);
    for (const m of mix) expect(Math.abs(num(m.pct) - (expected[m.status] ?? 0)), m.status).toBeLessThan(3);
  });
});

describe('demo database consistency', () => {
  it('keeps every building-scoped reference inside its own building', async () => {
    const links = await rows<{ child: string; col: string; parent: string; pcol: string }>(sql`
      select c.relname as child, a.attname as col, p.relname as parent, pa.attname as pcol
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
      join pg_attribute pa on pa.attrelid = k.confrelid and pa.attnum = k.confkey[1]
      where k.contype = 'f' and array_length(k.conkey, 1) = 1 and p.relname <> 'packages'
        and exists (select 1 from information_schema.columns x where x.table_name = c.relname and x.column_name = 'tenant_id')
        and exists (select 1 from information_schema.columns x where x.table_name = p.relname and x.column_name = 'tenant_id')`);
    // Columns that point at equipment without a foreign key (see schema/locations.ts).
    const unkeyed = [['collections', 'equipment_id'], ['bin_collections', 'equipment_id'], ['collection_points', 'equipment_id']].map(([child, col]) => ({ child, col, parent: 'equipment', pcol: 'id' }));
    expect(links.length).toBeGreaterThan(30);
    const crossing: string[] = [];
    for (const l of [...links, ...unkeyed]) {
      const { n } = await one<{ n: string }>(sql.raw(`select count(*) as n from "${l.child}" c join "${l.parent}" p on p."${l.pcol}" = c."${l.col}" where p.tenant_id is not null and p.tenant_id <> c.tenant_id`));
      if (num(n) > 0) crossing.push(`${l.child}.${l.col} → ${l.parent}: ${n}`);
    }
    expect(crossing).toEqual([]);
  });

  it('points every collection at rows that exist (the bulk insert skips foreign-key triggers)', async () => {
    const { n } = await one<{ n: string }>(sql`
      select count(*) as n from collections c
      left join collection_services s on s.id = c.collection_service_id left join waste_streams w on w.id = c.waste_stream_id
      left join customers cu on cu.id = c.customer_id left join cleaners cl on cl.id = c.cleaner_id
      left join multi_site_cleaners m on m.id = c.multi_site_cleaner_id left join products p on p.id = c.product_id
      left join packages b on b.tenant_id = c.tenant_id
      where s.id is null or w.id is null or b.id is null or (c.customer_id is not null and cu.id is null)
        or (c.cleaner_id is not null and cl.id is null) or (c.multi_site_cleaner_id is not null and m.id is null)
        or (c.product_id is not null and p.id is null)`);
    expect(num(n)).toBe(0);
  });

  it('fills the derived columns the server would compute', async () => {
    const r = await one<Record<string, string>>(sql`select
      (select count(*) from collections c join collection_services s on s.id = c.collection_service_id
        where c.waste_stream_id <> s.waste_stream_id or c.customer_id is distinct from s.customer_id) as collections_off,
      (select count(*) from bin_counts b join bin_types t on t.id = b.bin_type_id join waste_streams s on s.id = b.waste_stream_id
        where b.est_volume_l <> round(b.bin_count * t.capacity_l * b.fill_pct / 100.0) or abs(b.est_kg - b.est_volume_l * s.default_density_kg_per_l) > 0.01) as counts_off,
      (select count(*) from transactions t join products p on p.id = t.product_id
        where abs(t.amount_aud - t.quantity * t.unit_price_aud) > 0.01 or t.waste_stream_id <> p.waste_stream_id or t.unit_of_measure <> p.unit_of_measure) as transactions_off,
      (select count(*) from waste_audits a where a.audit_status in ('Completed', 'Reviewed')
        and (a.sampled_kg is distinct from (select sum(net_kg) from audit_collections c where c.waste_audit_id = a.id) or a.contamination_pct is null)) as audits_off,
      (select count(*) from audit_collection_items i join audit_collections c on c.id = i.audit_collection_id join waste_types t on t.id = i.waste_type_id
        where i.is_contaminant <> (t.waste_stream_id <> c.presented_stream_id)) as items_off`);
    expect(Object.fromEntries(Object.entries(r).map(([k, v]) => [k, num(v)]))).toEqual({ collections_off: 0, counts_off: 0, transactions_off: 0, audits_off: 0, items_off: 0 });
  });
});
