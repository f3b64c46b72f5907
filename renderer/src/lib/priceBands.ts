import type { Tier, WholesalePrice } from '../../../contract/schemas/catalog';
import { roundMoney, toMinor } from './money';
import { applyRate, unitPriceAt, type Priced, type PriceRange } from './pricing';
import { stepOf } from './quantity';

/**
 * What one unit costs over each run of quantities, from the first one that can be ordered: the
 * numbers the tier list, the unit price column, the next-tier hint and the product's headline
 * range all read, so none of them can say something another does not. A band is the price a buyer
 * pays, the rate already applied; quantities below the first tier, in a gap between tiers or past
 * a closed last tier pay the original price ("Pricing") and get a band of their own.
 */
export interface PriceBand {
  min: number;
  /** null: open-ended. */
  max: number | null;
  price: number;
}

function sortedTiers(tiers: readonly Tier[]): Tier[] {
  return [...tiers].sort((a, b) => a.min_qty - b.min_qty);
}

function firstEntry(item: { wholesale_price: readonly WholesalePrice[] }, wholesale: boolean): WholesalePrice | null {
  return wholesale ? (item.wholesale_price[0] ?? null) : null;
}

/** Next to each other at one price: one band ("1–11" and "12–47" at the same price read as "1–47"). */
function merged(bands: PriceBand[]): PriceBand[] {
  const out: PriceBand[] = [];
  for (const band of bands) {
    const last = out.at(-1);
    if (last && last.max !== null && last.max + 1 === band.min && toMinor(last.price) === toMinor(band.price)) last.max = band.max;
    else out.push({ ...band });
  }
  return out;
}

/** The bands of one variant, in ascending quantity; the first starts at the variant's step (the smallest order). */
export function priceBands(item: Priced, wholesale: boolean): PriceBand[] {
  const start = stepOf(item);
  const retail = roundMoney(item.ori_unit_price);
  const entry = firstEntry(item, wholesale);
  if (!entry) return [{ min: start, max: null, price: retail }];
  if (typeof entry.price === 'number') return [{ min: start, max: null, price: applyRate(entry.price, entry.rate) }];
  const bands: PriceBand[] = [];
  let next: number | null = start;
  for (const tier of sortedTiers(entry.price)) {
    if (next === null) break;
    // The earlier tier wins where two overlap, as the unit price does (findTier).
    const from = Math.max(tier.min_qty, next);
    if (tier.max_qty !== null && tier.max_qty < from) continue;
    if (from > next) bands.push({ min: next, max: from - 1, price: retail });
    bands.push({ min: from, max: tier.max_qty, price: applyRate(tier.price, entry.rate) });
    next = tier.max_qty === null ? null : tier.max_qty + 1;
  }
  if (next !== null) bands.push({ min: next, max: null, price: retail });
  return merged(bands);
}

/** Where the next lower price starts, as a hint beside the typed quantity: "12 more for RM 21.60 each". */
export interface NextTier {
  /** Units to add to reach it, in whole steps. */
  more: number;
  /** The quantity the line would then hold. */
  quantity: number;
  /** The unit price there. */
  price: number;
}

/**
 * The nearest quantity above `quantity` with a lower unit price, reached in whole steps; null when
 * there is none, or when it lies beyond `limit` (the stock, where the store takes no pre-orders:
 * a hint to order what cannot be sent would be a trap).
 */
export function nextTier(item: Priced, quantity: number | null, wholesale: boolean, limit: number | null = null): NextTier | null {
  if (!quantity || quantity <= 0) return null;
  const step = stepOf(item);
  const now = toMinor(unitPriceAt(item, quantity, wholesale));
  for (const band of priceBands(item, wholesale)) {
    if (band.min <= quantity || toMinor(band.price) >= now) continue;
    const target = Math.ceil(band.min / step) * step;
    if (band.max !== null && target > band.max) continue;
    if (limit !== null && target > limit) return null;
    return { more: target - quantity, quantity: target, price: band.price };
  }
  return null;
}

/**
 * The product's headline price: the lowest and highest unit price over every variant's bands, so
 * the range is made of numbers the variant table shows. null without variants.
 */
export function bandsRange(items: readonly Priced[], wholesale: boolean): PriceRange | null {
  const prices = items.flatMap((item) => priceBands(item, wholesale).map((band) => toMinor(band.price)));
  if (prices.length === 0) return null;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return { min: min / 100, max: max / 100, isRange: min < max };
}

/** Key into the product dictionary and its values: "12–47: RM 23.00 each", "720 or more: RM 19.00 each". */
export type BandText = { key: 'tier_range'; min: number; values: { min: number; max: number; price: string } } | { key: 'tier_open'; min: number; values: { min: number; price: string } };

/**
 * The tier list of a variant: every band with its price in the app's one money format; empty when
 * no wholesale terms apply (the column then says N/A).
 */
export function bandTexts(item: Priced, wholesale: boolean, money: (amount: number) => string): BandText[] {
  const entry = firstEntry(item, wholesale);
  if (!entry || (Array.isArray(entry.price) && entry.price.length === 0)) return [];
  return priceBands(item, wholesale).map((band) =>
    band.max === null
      ? { key: 'tier_open', min: band.min, values: { min: band.min, price: money(band.price) } }
      : { key: 'tier_range', min: band.min, values: { min: band.min, max: band.max, price: money(band.price) } },
  );
}

/**
 * The rate the tier prices already include (the store's "- 5%"), as a note under the list rather
 * than a chip that reads as a further discount on the prices shown. null at a rate of 1.
 */
export function includedRate(item: { wholesale_price: readonly WholesalePrice[] }, wholesale: boolean): { kind: 'discount' | 'surcharge'; percent: number } | null {
  const entry = firstEntry(item, wholesale);
  if (!entry || entry.rate === 1 || !Number.isFinite(entry.rate) || entry.rate <= 0) return null;
  const percent = Math.round((1 - entry.rate) * 10_000) / 100;
  if (percent === 0) return null;
  return percent > 0 ? { kind: 'discount', percent } : { kind: 'surcharge', percent: -percent };
}
