import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleVariant } from '../commerce/helpers';
import type { TestClient, TestStore } from '../support/store';
import { cartToken, firstOrderToken, list, obj, ok, startPair, type Obj, type StorePair } from './support';

/** Latitudes 13 (unknown and unlisted fields) and 14 (global without pricelist). */
let pair: StorePair;
beforeAll(async () => {
  pair = await startPair();
});
afterAll(() => pair.close());

/** An open cart with an item whatever the seed left. */
async function ensureCart(store: TestStore, client: TestClient): Promise<string> {
  ok(await client.post('/_api/ws/cart/create', { order_items: [{ id: simpleVariant(store), quantity: 2 }] }));
  return cartToken(client);
}

describe('unknown and unlisted fields', () => {
  it('alt adds _meta to every object answer and links to every product; default adds neither', async () => {
    for (const path of ['/_api/global', '/_api/account', '/_api/ws/products', '/_api/locale/en_US']) {
      expect(obj(ok(await pair.demoDef.get(path)))).not.toHaveProperty('_meta');
      expect(obj(ok(await pair.demoAlt.get(path)))._meta).toEqual({ dialect: 'alt', generated_by: 'reference-storefront' });
    }
    const defProducts = list(obj(ok(await pair.demoDef.get('/_api/ws/products'))).products);
    expect(defProducts.every((p) => !('links' in obj(p)))).toBe(true);
    const altProducts = list(obj(ok(await pair.demoAlt.get('/_api/ws/products'))).products);
    expect(altProducts.every((p) => Array.isArray(obj(p).links))).toBe(true);
  });

  it('alt omits cart item product_id and product_handle', async () => {
    const defItems = list(obj(obj(ok(await pair.demoDef.get('/_api/ws/cart/retrieve', { cart_token: await ensureCart(pair.def, pair.demoDef) }))).cart).order_item);
    const altItems = list(obj(ok(await pair.demoAlt.get('/_api/ws/cart/retrieve', { cart_token: await ensureCart(pair.alt, pair.demoAlt) }))).order_item);
    expect(defItems.length).toBeGreaterThan(0);
    expect(defItems.every((i) => 'product_id' in obj(i) && 'product_handle' in obj(i))).toBe(true);
    expect(altItems.length).toBe(defItems.length);
    expect(altItems.every((i) => !('product_id' in obj(i)) && !('product_handle' in obj(i)) && 'variant_id' in obj(i))).toBe(true);
  });

  it("alt omits the order's email and raw statuses, keeps the labels and the line items' variant_id", async () => {
    const def = obj(obj(ok(await pair.demoDef.get(`/_api/orders/${await firstOrderToken(pair.demoDef)}`))).order);
    expect(def).toHaveProperty('email');
    expect(def).toHaveProperty('financial_status');
    expect(def).toHaveProperty('fulfillment_status');
    const alt = obj(ok(await pair.demoAlt.get(`/_api/orders/${await firstOrderToken(pair.demoAlt)}`)));
    for (const key of ['email', 'financial_status', 'fulfillment_status']) expect(alt).not.toHaveProperty(key);
    expect(alt.financial_status_label).toBe(def.financial_status_label);
    expect(alt.fulfillment_status_label).toBe(def.fulfillment_status_label);
    expect(list(alt.line_items).every((li) => typeof obj(li).variant_id === 'string')).toBe(true);
  });

  it('alt sends policies without handle and a legal page as body_html only', async () => {
    const defPolicies = list(obj(ok(await pair.demoDef.get('/_api/legal'))).policies) as Obj[];
    expect(defPolicies[0]).toEqual({ title: 'Privacy Policy', handle: 'privacy-policy', url: '/legal/privacy-policy' });
    const altPolicies = list(ok(await pair.demoAlt.get('/_api/legal'))) as Obj[];
    expect(altPolicies[0]).toEqual({ title: 'Privacy Policy', url: '/legal/privacy-policy' });

    const defPage = obj(obj(ok(await pair.demoDef.get('/_api/legal/privacy-policy'))).page);
    expect(Object.keys(defPage).sort()).toEqual(['body_html', 'handle', 'title', 'updated_at']);
    const altPage = obj(obj(ok(await pair.demoAlt.get('/_api/legal/privacy-policy'))).page);
    expect(altPage).toEqual({ body_html: defPage.body_html });
  });
});

describe('GET /_api/global', () => {
  it('default sends wholesale.pricelist; alt sends wholesale without the key', async () => {
    expect(obj(obj(ok(await pair.demoDef.get('/_api/global'))).wholesale).pricelist).toMatchObject({ name: 'Trade A', is_enabled: true });
    const alt = obj(obj(ok(await pair.demoAlt.get('/_api/global'))).wholesale);
    expect(alt).not.toHaveProperty('pricelist');
    expect(alt.name).toBe('Harbour Wholesale Supply');
  });

  it('alt still names a disabled price list, the only way to say it is disabled', async () => {
    pair.alt.control.setShop({ pricelist_is_enabled: false });
    try {
      const alt = obj(obj(ok(await pair.demoAlt.get('/_api/global'))).wholesale);
      expect(obj(alt.pricelist).is_enabled).toBe(0);
    } finally {
      pair.alt.control.setShop({ pricelist_is_enabled: true });
    }
  });
});
