// Infrastructure audits (data-model §1.8, §3 metric 14), one per audited building: every floor
// checked for signage (correct on 60–80% of levels, §4), labelling, liners and stations, with the
// bins found per placement. The cached overall score is the mean of four checks per level.
import { infrastructureAudits, levelInfrastructureAudits, levelInfrastructureItems } from '../schema';
import { insertIds, insertMany } from './bulk';
import { addMonths, isoDate } from './calendar';
import { siteOf, type SeedModule } from './context';
import type { BuildingKey } from './demo-buildings';
import { createRandom, round2 } from './random';
import { need } from './reference-ids';
import type { StreamCode } from './reference-data';

const BUILDINGS: readonly { key: BuildingKey; monthsAgo: number }[] = [
  { key: 'harbour', monthsAgo: 17 },
  { key: 'parramatta', monthsAgo: 14 },
];
const SIGNAGE_CORRECT_SHARE = 0.7;
const WRONG_SIGNAGE = ['NeedsUpdate', 'Incorrect', 'Missing', 'NeedsGraphics', 'NeedsTranslation'] as const;
const STATION: readonly StreamCode[] = ['GEN', 'COMM', 'PAPER', 'ORG'];

/** 0–1 score of a level: signage, labelling, colours and liners weigh equally. */
function levelScore(l: { signage: string; binLabelling: string; coloursCompliant: boolean; liners: string }): number {
  const signage = l.signage === 'Correct' ? 1 : l.signage === 'NeedsUpdate' ? 0.5 : 0;
  const labelling = l.binLabelling === 'Good' ? 1 : l.binLabelling === 'Partial' ? 0.5 : 0;
  const liners = l.liners === 'Clear' ? 1 : l.liners === 'Coloured' ? 0.5 : 0;
  return (signage + labelling + (l.coloursCompliant ? 1 : 0) + liners) / 4;
}

export const seedInfrastructureAudits: SeedModule = async (db, ctx) => {
  const random = createRandom('infrastructure');
  for (const plan of BUILDINGS) {
    const site = siteOf(ctx, ctx.buildings[plan.key]);
    const floors = [...site.levels].filter(([n]) => n > 0);
    const correct = new Set(random.shuffle(floors.map(([n]) => n)).slice(0, Math.round(floors.length * SIGNAGE_CORRECT_SHARE)));
    const levels = floors.map(([n, locationId]) => {
      const good = correct.has(n);
      const occupier = site.customers.filter((c) => c.firstLevel !== null && c.firstLevel <= n).at(-1);
      return {
        tenantId: site.tenantId, primaryLocationId: locationId, customerId: occupier?.id ?? null,
        signage: good ? 'Correct' : random.pick(WRONG_SIGNAGE),
        binLabelling: good ? random.weighted([['Good', 4], ['Partial', 1]] as const) : random.weighted([['Partial', 3], ['None', 1]] as const),
        liners: random.weighted([['Clear', 6], ['Coloured', 2], ['Black', 2]] as const),
        coloursCompliant: good || random.chance(0.4),
        hasEwasteStation: n % 5 === 0,
        hasBatteryStation: n % 3 === 0,
        issues: good ? null : 'Signage above the tea-point station is out of date or missing; re-print to AS 4123.7 colours.',
      };
    });
    const score = round2((100 * levels.reduce((s, l) => s + levelScore(l), 0)) / levels.length);
    const [auditId] = await insertIds(db, infrastructureAudits, [{
      tenantId: site.tenantId, auditDate: isoDate(addMonths(ctx.now, -plan.monthsAgo)), auditorId: ctx.ref.auditors[1] ?? need(new Map(), 'auditor'),
      auditStatus: 'Completed', overallScorePct: score,
      recommendations: 'Replace outdated signage, remove surplus under-desk bins in favour of central stations, and standardise clear liners for recycling.',
    }]);
    const levelIds = await insertIds(db, levelInfrastructureAudits, levels.map((l) => ({ ...l, infrastructureAuditId: auditId as number })));
    const station = need(ctx.ref.binTypes, '60L station bin').id;
    await insertMany(db, levelInfrastructureItems, levelIds.flatMap((levelId) => [
      ...STATION.map((s) => ({ levelInfrastructureAuditId: levelId, binTypeId: station, wasteStreamId: need(ctx.ref.streams, s).id, placement: 'CentralStation', count: random.int(1, 3) })),
      { levelInfrastructureAuditId: levelId, binTypeId: need(ctx.ref.binTypes, '15L under-desk bin').id, wasteStreamId: need(ctx.ref.streams, 'GEN').id, placement: 'UnderDesk', count: random.weighted([[0, 3], [random.int(10, 60), 4], [random.int(80, 150), 1]] as const) },
      { levelInfrastructureAuditId: levelId, binTypeId: need(ctx.ref.binTypes, '30L organics caddy').id, wasteStreamId: need(ctx.ref.streams, 'ORG').id, placement: 'TeaPoint', count: random.int(1, 2) },
      ...(random.chance(0.5) ? [{ levelInfrastructureAuditId: levelId, binTypeId: station, wasteStreamId: need(ctx.ref.streams, 'PAPER').id, placement: 'PrintRoom', count: 1 }] : []),
    ]));
  }
};
