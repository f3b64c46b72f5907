import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/schemas/cart';
import type { Draft } from '../../../../contract/schemas/drafts';
import { changeCount, planCartDraft, planProductDraft, requestsFor } from '../../../../renderer/src/components/drafts/draftPlan';

const draft = (scope: string, entries: [number, number | null, number | null][]): Draft => ({
  scope,
  entries: entries.map(([variant_id, quantity, base]) => ({ variant_id, quantity, base })),
  saved_at: '2026-11-24T00:00:00.000Z',
});
const cart = (lines: [number, number][]) =>
  ({ cart_token: 'c1', order_item: lines.map(([variant_id, quantity]) => ({ variant_id, quantity, product_name: 'Tee', variant_name: `V${variant_id}` })) }) as unknown as Cart;

describe('sending kept drafts', () => {
  it('counts the changes a buyer typed', () => {
    expect(changeCount([draft('cart:c1', [[1, 5, 2], [2, null, 3], [3, 4, 4]]), draft('product:tee', [[9, 6, null]])])).toBe(3);
  });

  it('sends the typed quantities when the store cart is as the buyer left it', () => {
    const plan = planCartDraft(draft('cart:c1', [[1, 5, 2], [2, null, 3]]), cart([[1, 2], [2, 3]]), false);
    expect(plan.lines.some((l) => l.conflict)).toBe(false);
    expect(requestsFor(plan)).toEqual({ update: [{ id: 1, quantity: 5 }, { id: 2, quantity: 0 }], add: [] });
  });

  it('shows a line changed on the store as a conflict, and the buyer decides per line', () => {
    const plan = planCartDraft(draft('cart:c1', [[1, 5, 2], [2, 8, 3]]), cart([[1, 7], [2, 3]]), false);
    expect(plan.lines.map((l) => [l.variant_id, l.store, l.yours, l.conflict])).toEqual([[1, 7, 5, true], [2, 3, 8, false]]);
    expect(requestsFor(plan, new Map([[1, 'store']]))).toEqual({ update: [{ id: 2, quantity: 8 }], add: [] });
    expect(requestsFor(plan, new Map([[1, 'yours']]))).toEqual({ update: [{ id: 1, quantity: 5 }, { id: 2, quantity: 8 }], add: [] });
  });

  it('treats every line of a gone cart as a conflict and adds the kept ones to the open cart', () => {
    const plan = planCartDraft(draft('cart:old', [[1, 5, 2], [2, null, 3]]), null, true);
    expect(plan.lines.every((l) => l.conflict)).toBe(true);
    expect(requestsFor(plan)).toEqual({ update: [], add: [{ id: 1, quantity: 5 }] });
  });

  it('adds a product page draft to the open cart', () => {
    const plan = planProductDraft(draft('product:tee', [[9, 6, null], [10, null, null]]), 'c1');
    expect(requestsFor(plan)).toEqual({ update: [], add: [{ id: 9, quantity: 6 }] });
  });
});
