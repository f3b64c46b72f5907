import { describe, expect, it } from 'vitest';
import { keptOrder } from '../support/keptOrder';
import { lastOrderPrices, priceMoved } from '../../../renderer/src/lib/lastOrderPrices';

const order = (name: string, created_at: string, lines: [number, number][], cancelled = false) =>
  keptOrder(name, created_at, lines.map(([variant, price]): [number, string, number, number] => [variant, `S-${variant}`, 1, price]), cancelled);

describe('the last order’s prices', () => {
  it('are each variant’s price in the most recent order that held it, cancelled orders left out', () => {
    const prices = lastOrderPrices([
      order('#1', '2026-01-05T10:00:00Z', [[1, 10], [2, 5]]),
      order('#3', '2026-03-05T10:00:00Z', [[1, 12]]),
      order('#2', '2026-02-05T10:00:00Z', [[1, 11], [2, 6]]),
      order('#4', '2026-03-09T10:00:00Z', [[1, 99]], true),
    ]);
    expect([...prices.entries()].sort()).toEqual([[1, 12], [2, 6]]);
  });

  it('count as moved from a cent, not from a rounding', () => {
    expect(priceMoved(12, 12.004)).toBe(false);
    expect(priceMoved(12, 12.01)).toBe(true);
    expect(priceMoved(12, 11.5)).toBe(true);
  });
});
