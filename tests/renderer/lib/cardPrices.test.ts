import { describe, expect, it } from 'vitest';
import { cardPrices } from '../../../renderer/src/lib/cardPrices';

const product = { min_price: 12, max_price: 20, ws_min_price: 9, ws_max_price: 15 };
const list = { preview: false };

describe('cardPrices', () => {
  it('shows the retail range beside the wholesale price only when the shop shows retail prices', () => {
    expect(cardPrices(product, { ...list, wholesale: true, showRetail: true })).toEqual({
      main: { min: 9, max: 15, isRange: true },
      retail: { min: 12, max: 20, isRange: true },
    });
    expect(cardPrices(product, { ...list, wholesale: true, showRetail: false }).retail).toBeNull();
  });

  it('gives a customer without wholesale prices the retail range as the price, whatever tiers the store sent', () => {
    expect(cardPrices(product, { ...list, wholesale: false, showRetail: true })).toEqual({
      main: { min: 12, max: 20, isRange: true },
      retail: null,
    });
  });

  it('leaves out a retail price the store zeroed to hide it', () => {
    expect(cardPrices({ ...product, min_price: 0, max_price: 0 }, { ...list, wholesale: true, showRetail: true }).retail).toBeNull();
  });

  it('on the preview, shows a retail-only price only where the shop displays retail prices', () => {
    const guestView = { ...product, ws_min_price: null, ws_max_price: null };
    expect(cardPrices(guestView, { wholesale: true, showRetail: false, preview: true }).main).toBeNull();
    expect(cardPrices(guestView, { wholesale: true, showRetail: true, preview: true }).main).toEqual({ min: 12, max: 20, isRange: true });
  });
});
