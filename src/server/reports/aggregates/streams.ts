// The live waste streams in chart order, each with a colour (its own or one from a palette).
import { sql } from 'drizzle-orm';
import type { StreamInfo } from '../../../domain/report-data';
import type { Db } from '../../db/client';
import { rowsOf } from '../sql';

const PALETTE = ['#4E79A7', '#F28E2B', '#E15759', '#76B7B2', '#59A14F', '#EDC948', '#B07AA1', '#FF9DA7', '#9C755F', '#BAB0AC'];

export async function liveStreams(db: Db): Promise<StreamInfo[]> {
  const rows = await rowsOf<{ id: number; name: string; code: string; fate: string; chart_colour: string | null }>(
    db,
    sql`SELECT id, name, code, fate, chart_colour FROM waste_streams WHERE is_deleted = false ORDER BY sort_order, name`,
  );
  return rows.map((r, i) => ({ id: r.id, name: r.name, code: r.code, fate: r.fate, colour: r.chart_colour ?? PALETTE[i % PALETTE.length]! }));
}
