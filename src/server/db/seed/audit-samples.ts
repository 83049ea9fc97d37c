// The post-sort breakdown of one sampled bag or bin (data-model §1.8, §4): items of the waste types
// that belong in the presented stream plus contaminants, with §4's contamination rates (commingled
// 10–25%, paper 5–10%, organics 5–15%) and 40–60% recoverable material in general waste. Item
// weights add up to the sample's net kg exactly (the ±3% rule holds trivially).
import type { Random } from './random';
import { round2 } from './random';
import type { StreamCode } from './reference-data';

export type SampledStream = 'GEN' | 'COMM' | 'PAPER' | 'ORG';

interface StreamRecipe {
  belongs: readonly string[];
  foreign: readonly string[];
  /** Range of the foreign share at the baseline audit (later audits scale it down). */
  foreignShare: readonly [number, number];
  netKg: readonly [number, number];
}

export const RECIPES: Record<SampledStream, StreamRecipe> = {
  COMM: {
    belongs: ['PET bottles', 'HDPE containers', 'Aluminium cans', 'Steel cans', 'Glass bottles & jars', 'Liquid paperboard'],
    foreign: ['Soft plastic film', 'Food scraps', 'Coffee cups', 'Polystyrene', 'Residual general waste', 'Office paper'],
    foreignShare: [0.16, 0.26],
    netKg: [4, 14],
  },
  PAPER: {
    belongs: ['Office paper', 'Newspaper & magazines', 'Cardboard'],
    foreign: ['Coffee cups', 'Soft plastic film', 'Residual general waste', 'PET bottles', 'Food scraps'],
    foreignShare: [0.07, 0.11],
    netKg: [8, 30],
  },
  ORG: {
    belongs: ['Food scraps', 'Coffee grounds', 'Compostable packaging'],
    foreign: ['Soft plastic film', 'Coffee cups', 'PET bottles', 'Residual general waste', 'Polystyrene'],
    foreignShare: [0.09, 0.17],
    netKg: [10, 35],
  },
  // For general waste the "foreign" items are the recoverable ones (the missed opportunity).
  GEN: {
    belongs: ['Residual general waste', 'Paper towel & tissues', 'Coffee cups'],
    foreign: ['Food scraps', 'Office paper', 'Cardboard', 'PET bottles', 'Aluminium cans', 'Glass bottles & jars', 'Soft plastic film', 'Liquid paperboard'],
    foreignShare: [0.5, 0.62],
    netKg: [8, 28],
  },
};

export interface SampleItem {
  wasteType: string;
  weightKg: number;
  itemCount: number | null;
  foreign: boolean;
}

const COUNTABLE = new Set(['PET bottles', 'Aluminium cans', 'Steel cans', 'Glass bottles & jars', 'Coffee cups', 'Liquid paperboard', 'HDPE containers']);

function split(random: Random, names: readonly string[], kg: number): { name: string; kg: number }[] {
  const weights = names.map(() => random.float(0.2, 1));
  const sum = weights.reduce((s, w) => s + w, 0);
  return names.map((name, i) => ({ name, kg: (kg * (weights[i] as number)) / sum }));
}

/** A sample's net kg and its items; `improvement` (≤ 1) scales contamination down after the baseline. */
export function sampleItems(random: Random, stream: SampledStream, improvement: number): { netKg: number; items: SampleItem[] } {
  const recipe = RECIPES[stream];
  const netKg = round2(random.float(recipe.netKg[0], recipe.netKg[1]));
  const foreignShare = random.float(recipe.foreignShare[0], recipe.foreignShare[1]) * (stream === 'GEN' ? Math.sqrt(improvement) : improvement);
  const k = random.int(4, 10);
  const nBelong = Math.min(recipe.belongs.length, Math.max(2, Math.ceil(k / 2)));
  const nForeign = Math.min(recipe.foreign.length, Math.max(2, k - nBelong));
  const parts = [
    ...split(random, random.shuffle(recipe.belongs).slice(0, nBelong), netKg * (1 - foreignShare)).map((p) => ({ ...p, foreign: false })),
    ...split(random, random.shuffle(recipe.foreign).slice(0, nForeign), netKg * foreignShare).map((p) => ({ ...p, foreign: true })),
  ];
  const items: SampleItem[] = parts.map((p) => ({
    wasteType: p.name,
    weightKg: Math.max(0.01, round2(p.kg)),
    itemCount: COUNTABLE.has(p.name) ? random.int(2, 40) : null,
    foreign: p.foreign,
  }));
  // Put the rounding remainder on the heaviest item so the items sum to the net weight exactly.
  const heaviest = items.reduce((a, b) => (b.weightKg > a.weightKg ? b : a));
  heaviest.weightKg = round2(heaviest.weightKg + netKg - items.reduce((s, i) => s + i.weightKg, 0));
  return { netKg, items };
}

export const isSampledStream = (code: StreamCode): code is SampledStream => code in RECIPES;
