import type { Tier } from '../commerce/pricing';
import type { Random } from './prng';

/** The tier structure one product shares across its variants: the quantity breaks and their discounts. */
export interface TierPlan {
  mins: number[];
  /** The last tier's max_qty, or null when it is open-ended. */
  lastMax: number | null;
  /** Fraction of retail each tier charges, falling with quantity. */
  factors: number[];
}

const FIRST_BREAKS = [5, 10, 12, 20];
const FACTORS = [0.92, 0.86, 0.8, 0.74];

export function planTiers(random: Random, increment: number): TierPlan {
  const count = random.int(2, 4);
  // Breaks are multiples of the increment so every tier can be reached with valid quantities.
  const first = increment > 1 ? increment * 2 : random.pick(FIRST_BREAKS);
  const mins = [first];
  for (let k = 1; k < count; k++) {
    const previous = mins[k - 1] as number;
    mins.push(ceilTo(previous * random.pick([3, 4, 5]), increment));
  }
  const last = mins[mins.length - 1] as number;
  const lastMax = random.chance(0.3) ? ceilTo(last * 4, increment) - 1 : null;
  return { mins, lastMax, factors: FACTORS.slice(0, count) };
}

/** Tier prices for one variant; multiples of 20 sen so a x0.95 rate stays a whole number of sen. */
export function tiersFor(plan: TierPlan, retailMinor: number): Tier[] {
  return plan.mins.map((min, k) => {
    const next = plan.mins[k + 1];
    return {
      min_qty: min,
      max_qty: next === undefined ? plan.lastMax : next - 1,
      price_minor: Math.max(20, Math.floor((retailMinor * (plan.factors[k] ?? 0.7)) / 20) * 20),
    };
  });
}

function ceilTo(value: number, step: number): number {
  return Math.ceil(value / step) * step;
}
