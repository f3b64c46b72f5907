import { describe, expect, it } from 'vitest';
import { customerSchema, shopSchema } from '../../../contract/schemas/shop';
import { unitPriceAt } from '../../../renderer/src/lib/pricing';
import { priceTermsOf } from '../../../renderer/src/state/priceTerms';

const shop = shopSchema.parse({
  name: 'Harbour Wholesale Supply',
  email: 'orders@example.test',
  status: 1,
  is_enabled: 1,
  plan_id: 0,
  is_display_retail_price: 1,
  is_allow_preorder: 0,
  pricelist: { name: 'Trade', is_enabled: 1 },
});
const customer = (flags: Record<string, unknown>) =>
  customerSchema.parse({ first_name: 'Dee', last_name: 'Mo', email: 'dee@example.test', currency: 'MYR', ...flags });

// Tiers from 10 units at 8; the retail price is 12.
const item = { ori_unit_price: 12, wholesale_price: [{ rate_type: 'fixed', increment_quantity: 1, rate: 1, price: [{ min_qty: 10, max_qty: null, price: 8 }] }] };

describe('priceTermsOf', () => {
  it('gives a wholesale customer the tiers while the price list is on', () => {
    const terms = priceTermsOf(shop, customer({ wholesale_enabled: true }));
    expect(terms).toMatchObject({ wholesale: true, wholesaleCustomer: true, showRetail: true });
    expect(unitPriceAt(item, 10, terms.wholesale)).toBe(8);
  });

  it('gives a customer with wholesale_enabled false retail prices, even if the store sent tiers', () => {
    const terms = priceTermsOf(shop, customer({ wholesale_enabled: false }));
    expect(terms).toMatchObject({ wholesale: false, wholesaleCustomer: false, pricelistEnabled: true });
    expect(unitPriceAt(item, 10, terms.wholesale)).toBe(12);
  });

  it('takes wholesale prices away only on an explicit no: absent, 1 and "true" keep them', () => {
    expect(priceTermsOf(shop, customer({})).wholesaleCustomer).toBe(true);
    expect(priceTermsOf(shop, customer({ wholesale_enabled: 1 })).wholesaleCustomer).toBe(true);
    expect(priceTermsOf(shop, customer({ wholesale_enabled: '0' })).wholesaleCustomer).toBe(false);
    expect(priceTermsOf(shop, null).wholesaleCustomer).toBe(true);
  });

  it('follows the shop: a disabled price list turns tiers off for everyone, retail display is its own flag', () => {
    const disabled = shopSchema.parse({ ...shop, pricelist: { is_enabled: 0 }, is_display_retail_price: 0 });
    expect(priceTermsOf(disabled, customer({ wholesale_enabled: true }))).toMatchObject({ wholesale: false, showRetail: false });
  });
});
