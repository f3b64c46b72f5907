import { describe, expect, it } from 'vitest';
import type { WholesalePrice } from '../../../contract/schemas/catalog';
import product from '../../../resources/locales/en_US/product.json';
import { formatMoney } from '../../../renderer/src/lib/money';
import { bandTexts, bandsRange, includedRate, nextTier, priceBands, type BandText } from '../../../renderer/src/lib/priceBands';
import { unitPriceAt, type Priced } from '../../../renderer/src/lib/pricing';

const entry = (price: WholesalePrice['price'], rate = 1, increment_quantity = 1): WholesalePrice => ({ rate_type: 'fixed', increment_quantity, rate, price });

// Retail 25; 12–47 at 23, 48–719 at 21.60, 720 or more at 19.
const tiered: Priced = {
  ori_unit_price: 25,
  wholesale_price: [
    entry([
      { min_qty: 48, max_qty: 719, price: 21.6 },
      { min_qty: 12, max_qty: 47, price: 23 },
      { min_qty: 720, max_qty: null, price: 19 },
    ]),
  ],
};

const money = (amount: number) => formatMoney(amount, 'MYR', 'en_US');
/** A tier line in the bundled English words, filled as the screen fills it. */
const english = (text: BandText) =>
  product[text.key].replace(/\{(\w+)\}/g, (whole, name: string) => String((text.values as Record<string, string | number>)[name] ?? whole)).replace(/\u00a0/g, ' ');

describe('priceBands', () => {
  it('covers every quantity from the first order, the original price below the first tier', () => {
    expect(priceBands(tiered, true)).toEqual([
      { min: 1, max: 11, price: 25 },
      { min: 12, max: 47, price: 23 },
      { min: 48, max: 719, price: 21.6 },
      { min: 720, max: null, price: 19 },
    ]);
  });

  it('prints the rate into the prices, and the original price past a closed last tier and in gaps', () => {
    const item: Priced = { ori_unit_price: 10, wholesale_price: [entry([{ min_qty: 5, max_qty: 9, price: 8 }, { min_qty: 20, max_qty: 29, price: 6 }], 0.95)] };
    expect(priceBands(item, true)).toEqual([
      { min: 1, max: 4, price: 10 },
      { min: 5, max: 9, price: 7.6 },
      { min: 10, max: 19, price: 10 },
      { min: 20, max: 29, price: 5.7 },
      { min: 30, max: null, price: 10 },
    ]);
  });

  it('starts at the step and joins neighbours at one price', () => {
    const item: Priced = { ori_unit_price: 9, wholesale_price: [entry([{ min_qty: 12, max_qty: 23, price: 9 }, { min_qty: 24, max_qty: null, price: 8 }], 1, 6)] };
    expect(priceBands(item, true)).toEqual([
      { min: 6, max: 23, price: 9 },
      { min: 24, max: null, price: 8 },
    ]);
  });

  it('is the retail price at any quantity without wholesale terms', () => {
    expect(priceBands(tiered, false)).toEqual([{ min: 1, max: null, price: 25 }]);
  });

  it.each([
    ['tiers', tiered],
    ['rate and gaps', { ori_unit_price: 10, wholesale_price: [entry([{ min_qty: 5, max_qty: 9, price: 8 }, { min_qty: 20, max_qty: 29, price: 6 }], 0.95)] }],
    ['overlapping tiers', { ori_unit_price: 10, wholesale_price: [entry([{ min_qty: 3, max_qty: 10, price: 8 }, { min_qty: 5, max_qty: 20, price: 6 }])] }],
    ['a plain price', { ori_unit_price: 10, wholesale_price: [entry(7.5, 0.9)] }],
  ] as const)('agrees with the unit price at every quantity (%s)', (_name, item) => {
    const bands = priceBands(item, true);
    for (let quantity = 1; quantity <= 800; quantity += 1) {
      const band = bands.find((b) => quantity >= b.min && (b.max === null || quantity <= b.max));
      expect(band?.price, `quantity ${quantity}`).toBe(unitPriceAt(item, quantity, true));
    }
  });
});

describe('bandTexts', () => {
  it('writes every band one way, in the app money format', () => {
    expect(bandTexts(tiered, true, money).map(english)).toEqual(['1–11: RM 25.00 each', '12–47: RM 23.00 each', '48–719: RM 21.60 each', '720 or more: RM 19.00 each']);
  });

  it('lists nothing without wholesale terms or tiers (the column says N/A)', () => {
    expect(bandTexts(tiered, false, money)).toEqual([]);
    expect(bandTexts({ ori_unit_price: 1, wholesale_price: [entry([])] }, true, money)).toEqual([]);
  });
});

describe('nextTier', () => {
  it('says how many more reach the next lower price, and that price', () => {
    expect(nextTier(tiered, 1, true)).toEqual({ more: 11, quantity: 12, price: 23 });
    expect(nextTier(tiered, 36, true)).toEqual({ more: 12, quantity: 48, price: 21.6 });
    expect(nextTier(tiered, 700, true)).toEqual({ more: 20, quantity: 720, price: 19 });
  });

  it('has nothing to say past the last tier, without a quantity, or without wholesale terms', () => {
    expect(nextTier(tiered, 720, true)).toBeNull();
    expect(nextTier(tiered, null, true)).toBeNull();
    expect(nextTier(tiered, 5, false)).toBeNull();
  });

  it('never points at a dearer band (past a closed last tier)', () => {
    const item: Priced = { ori_unit_price: 10, wholesale_price: [entry([{ min_qty: 5, max_qty: 9, price: 8 }])] };
    expect(nextTier(item, 6, true)).toBeNull();
  });

  it('lands on a whole step', () => {
    const item: Priced = { ori_unit_price: 10, wholesale_price: [entry([{ min_qty: 10, max_qty: null, price: 8 }], 1, 6)] };
    expect(nextTier(item, 6, true)).toEqual({ more: 6, quantity: 12, price: 8 });
  });

  it('is not offered beyond what the store can send', () => {
    expect(nextTier(tiered, 40, true, 47)).toBeNull();
    expect(nextTier(tiered, 40, true, 48)).toEqual({ more: 8, quantity: 48, price: 21.6 });
  });
});

describe('bandsRange', () => {
  it('spans the lowest and highest unit price of every variant table row', () => {
    const other: Priced = { ori_unit_price: 30, wholesale_price: [entry([{ min_qty: 1, max_qty: null, price: 20 }], 0.9)] };
    expect(bandsRange([tiered, other], true)).toEqual({ min: 18, max: 25, isRange: true });
    expect(bandsRange([tiered, other], false)).toEqual({ min: 25, max: 30, isRange: true });
    expect(bandsRange([], true)).toBeNull();
  });
});

describe('includedRate', () => {
  it('reads the rate the prices include', () => {
    expect(includedRate({ wholesale_price: [entry(5, 0.95)] }, true)).toEqual({ kind: 'discount', percent: 5 });
    expect(includedRate({ wholesale_price: [entry(5, 1.1)] }, true)).toEqual({ kind: 'surcharge', percent: 10 });
    expect(includedRate({ wholesale_price: [entry(5, 1)] }, true)).toBeNull();
    expect(includedRate({ wholesale_price: [entry(5, 0.95)] }, false)).toBeNull();
  });
});
