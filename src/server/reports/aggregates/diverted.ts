// Diversion (data-model §3.2): kg of streams whose fate is not Landfill. Frameworks differ on
// energy recovery, so it is a setting: REPORT_ENERGY_RECOVERY_DIVERTED=false counts it as disposal.
import { sql, type SQL } from 'drizzle-orm';

export function energyRecoveryDiverts(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.REPORT_ENERGY_RECOVERY_DIVERTED !== 'false';
}

/** A boolean SQL expression over a waste_streams alias: the stream's waste counts as diverted. */
export function isDiverted(streamAlias: string): SQL {
  const fate = sql.raw(`${streamAlias}.fate`);
  return energyRecoveryDiverts() ? sql`(${fate} <> 'Landfill')` : sql`(${fate} NOT IN ('Landfill', 'EnergyRecovery'))`;
}
