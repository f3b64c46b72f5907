import type { Tier, WholesalePrice } from '../../../contract/schemas/catalog';
import { fromMinor, lineMinor, roundMoney, toMinor } from './money';

/**
 * Wholesale pricing rules ("Pricing"), the same for the product page's listing table and
 * the cart table. Only the first wholesale price entry counts, as with the quantity step.
 */
export interface Priced {
  /** The price without wholesale terms; applies below the first tier's minimum. */
  ori_unit_price: number;
  wholesale_price: readonly WholesalePrice[];
}

function firstWholesale(item: Pick<Priced, 'wholesale_price'>): WholesalePrice | null {
  return item.wholesale_price[0] ?? null;
}

/** Tiers in ascending min_qty, whatever order the store sent them in. */
function sortedTiers(tiers: readonly Tier[]): Tier[] {
  return [...tiers].sort((a, b) => a.min_qty - b.min_qty);
}

/** The tier whose range holds `quantity`: min_qty <= q and (max_qty null or q <= max_qty). */
export function findTier(tiers: readonly Tier[], quantity: number): Tier | null {
  for (const tier of sortedTiers(tiers)) {
    if (quantity >= tier.min_qty && (tier.max_qty === null || quantity <= tier.max_qty)) return tier;
  }
  return null;
}

/**
 * price x rate; a rate of 1 (or a nonsense rate) leaves the price alone. The rate is taken in
 * basis points and the product rounded half up in integers, as the store does, so 12.30 x 0.95
 * is 11.69 here and on the server whatever the float of 0.95 is.
 */
export function applyRate(price: number, rate: number): number {
  if (rate === 1 || !Number.isFinite(rate) || rate <= 0) return roundMoney(price);
  const basisPoints = Math.round(rate * 10_000);
  return fromMinor(Math.floor((toMinor(price) * basisPoints + 5_000) / 10_000));
}

/**
 * The unit price at `quantity`. A plain-number wholesale price applies at any quantity; tiers
 * apply inside their range; otherwise (below the first tier, in a gap, no terms, or the price
 * list disabled) the original price applies. The rate scales only a wholesale price.
 */
export function unitPriceAt(item: Priced, quantity: number, pricelistEnabled: boolean): number {
  const entry = pricelistEnabled ? firstWholesale(item) : null;
  if (!entry) return roundMoney(item.ori_unit_price);
  if (typeof entry.price === 'number') return applyRate(entry.price, entry.rate);
  const tier = findTier(entry.price, quantity);
  return tier ? applyRate(tier.price, entry.rate) : roundMoney(item.ori_unit_price);
}

/** quantity x unit price rounded to 2 decimals; none (null/0) is 0. */
export function subtotalOf(quantity: number | null, unitPrice: number): number {
  return quantity ? fromMinor(lineMinor(quantity, unitPrice)) : 0;
}

/** 0.9 -> '- 10%'; null when the rate changes nothing. */
export function rateLabel(rate: number): string | null {
  if (rate === 1 || !Number.isFinite(rate) || rate <= 0) return null;
  const percent = Math.round((1 - rate) * 10_000) / 100;
  return percent >= 0 ? `- ${percent}%` : `+ ${-percent}%`;
}

/**
 * The discount column: 'N/A' when the price list is disabled or there are no tiers,
 * '- 10%' for a rate of 0.9, '' when there are tiers at an unchanged rate.
 */
export function discountLabel(item: Pick<Priced, 'wholesale_price'>, pricelistEnabled: boolean): string {
  const entry = pricelistEnabled ? firstWholesale(item) : null;
  if (!entry || (Array.isArray(entry.price) && entry.price.length === 0)) return 'N/A';
  return rateLabel(entry.rate) ?? '';
}

export interface PriceRange {
  min: number;
  max: number;
  /** true: show 'from {min}'; false: one price. */
  isRange: boolean;
}

/** A product card's price: the wholesale range when the store sends it, else the retail range. */
export function priceRange(
  product: { min_price: number; max_price: number; ws_min_price: number | null; ws_max_price: number | null },
  pricelistEnabled: boolean,
): PriceRange {
  const useWholesale = pricelistEnabled && product.ws_min_price !== null;
  const min = roundMoney(useWholesale ? (product.ws_min_price ?? product.min_price) : product.min_price);
  const max = roundMoney(useWholesale ? (product.ws_max_price ?? min) : product.max_price);
  return { min, max, isRange: toMinor(min) < toMinor(max) };
}
