/**
 * Wholesale pricing, integer minor units throughout.
 * - A tier applies when qty >= min_qty and (max_qty is null or qty <= max_qty).
 * - When no tier applies (below the first tier, or above a closed last tier) the retail price applies.
 * - The entry's rate (basis points, 9500 = x0.95) scales the tier price, never the retail price.
 * - An entry without tiers has one wholesale price for every quantity.
 */
export interface Tier {
  min_qty: number;
  max_qty: number | null;
  price_minor: number;
}

export interface WholesaleEntry {
  increment_quantity: number;
  rate_bp: number;
  /** Used only when `tiers` is empty. */
  price_minor: number | null;
  /** Sorted by min_qty. */
  tiers: Tier[];
}

/** Pricing is switched off for the whole shop (pricelist disabled) or for a retail customer. */
export interface PricingScope {
  wholesale: boolean;
}

export function applyRate(minor: number, rateBp: number): number {
  // Integer arithmetic, halves rounded up: 1230 x 0.95 = 1168.5 -> 1169 on every platform.
  return Math.floor((minor * rateBp + 5000) / 10000);
}

export function tierFor(entry: WholesaleEntry, quantity: number): Tier | null {
  return entry.tiers.find((t) => quantity >= t.min_qty && (t.max_qty === null || quantity <= t.max_qty)) ?? null;
}

/** The wholesale unit price for this quantity, or null when the retail price applies. */
export function wholesaleUnitMinor(entry: WholesaleEntry, quantity: number): number | null {
  if (entry.tiers.length === 0) return entry.price_minor === null ? null : applyRate(entry.price_minor, entry.rate_bp);
  const tier = tierFor(entry, quantity);
  return tier ? applyRate(tier.price_minor, entry.rate_bp) : null;
}

/** What one unit costs this customer at this quantity. */
export function unitPriceMinor(retailMinor: number, entry: WholesaleEntry | null, quantity: number, scope: PricingScope): number {
  if (!scope.wholesale || !entry) return retailMinor;
  return wholesaleUnitMinor(entry, quantity) ?? retailMinor;
}

export function lineSubtotalMinor(unitMinor: number, quantity: number): number {
  return unitMinor * quantity;
}

/** The quantity step (the first wholesale price's increment, default 1). */
export function incrementOf(entry: WholesaleEntry | null, scope: PricingScope): number {
  return scope.wholesale && entry ? entry.increment_quantity : 1;
}

export function isValidStep(quantity: number, increment: number): boolean {
  return quantity % increment === 0;
}

/** The lowest and highest wholesale unit price an entry can give (after the rate), for ws_min/ws_max. */
export function wholesaleRange(entry: WholesaleEntry): { min: number; max: number } | null {
  const prices =
    entry.tiers.length > 0
      ? entry.tiers.map((t) => applyRate(t.price_minor, entry.rate_bp))
      : entry.price_minor === null
        ? []
        : [applyRate(entry.price_minor, entry.rate_bp)];
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
