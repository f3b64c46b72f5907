import { describe, expect, it } from 'vitest';
import { keptOrder } from '../../support/keptOrder';
import { buyAgainRank, filterBought } from '../../../../renderer/src/features/buyAgain/buyAgainRank';

const order = keptOrder;

describe('buy again', () => {
  it('ranks by how many orders held a variant, then by how recently, with the last quantity and price', () => {
    const ranked = buyAgainRank([
      order('#1', '2026-01-05T10:00:00Z', [[1, 'A', 2, 10], [2, 'B', 1, 5]]),
      order('#2', '2026-02-05T10:00:00Z', [[1, 'A', 4, 11], [3, 'C', 1, 7]]),
      order('#3', '2026-03-05T10:00:00Z', [[2, 'B', 6, 6], [1, 'A', 1, 12], [1, 'A', 1, 12]]),
      order('#4', '2026-03-06T10:00:00Z', [[3, 'C', 9, 7], [3, 'C', 1, 7]], true),
      order('#5', '2026-03-10T10:00:00Z', [[4, 'D', 1, 3]]),
    ]);
    // A one-off ordered last comes after what is ordered often; between equals, the more recent first.
    expect(ranked.map((item) => [item.sku, item.times])).toEqual([['A', 3], ['B', 2], ['D', 1], ['C', 1]]);
    expect(ranked.find((item) => item.sku === 'A')).toMatchObject({ lastQuantity: 1, lastPrice: 12, lastAt: '2026-03-05T10:00:00.000Z' });
  });

  it('filters by SKU or name', () => {
    const ranked = buyAgainRank([order('#1', '2026-01-05T10:00:00Z', [[1, 'FAS-1', 2, 10], [2, 'CLN-2', 1, 5]])]);
    expect(filterBought(ranked, 'fas').map((item) => item.sku)).toEqual(['FAS-1']);
    expect(filterBought(ranked, 'item cln').map((item) => item.sku)).toEqual(['CLN-2']);
  });
});
