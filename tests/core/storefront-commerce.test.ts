import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../electron/core/index';
import type { RunningStorefront } from '../../server/index';
import { eventsNamed, testDeps } from './support/deps';
import { DEMO, startTestStore } from './support/storefront';

let store: RunningStorefront;
let core: Core;
let deps: ReturnType<typeof testDeps>;
let dir: string;
const poFile = () => join(dir, 'purchase-order.txt');
const savedFile = () => join(dir, 'saved-copy.txt');

beforeAll(async () => {
  store = await startTestStore();
  dir = mkdtempSync(join(tmpdir(), 'core-commerce-'));
  writeFileSync(poFile(), 'PO 42: 10 boxes of bolts');
  deps = testDeps({
    storeUrlOverride: store.url,
    filePicker: { pick: async () => ({ path: poFile(), name: 'purchase-order.txt', size: 24 }) },
    saveFile: async () => savedFile(),
  });
  core = createCore(deps);
  const login = await core.handlers['auth:login']({ ...DEMO, is_remember: false });
  if (!login.ok) throw new Error(`login failed: ${login.error.message}`);
});
afterAll(async () => {
  core.dispose();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('catalogue, cart and orders against the reference storefront', () => {
  it('lists products by page and sort, and finds by query', async () => {
    const h = core.handlers;
    const first = await h['catalog:products']({ page: 1, sort_by: 'title.asc' });
    expect(first.ok && first.data.products.length).toBeGreaterThan(0);
    const titles = first.ok ? first.data.products.map((p) => p.title) : [];
    expect([...titles].sort((a, b) => a.localeCompare(b))).toEqual(titles);
    const query = titles[0]!.split(' ')[0]!;
    const found = await h['catalog:products']({ q: query });
    expect(found.ok && found.data.products.some((p) => p.title.includes(query))).toBe(true);
  });

  it('adds to cart, changes a quantity, places the order and reads it back', async () => {
    const h = core.handlers;
    const products = await h['catalog:products']({});
    const variant = products.ok
      ? products.data.products.flatMap((p) => p.variants).find((v) => v.inventory_management === 'none' || v.inventory_quantity >= 5)
      : undefined;
    expect(variant).toBeDefined();
    const created = await h['cart:create']({ order_items: [{ id: variant!.id, quantity: 2 }] });
    expect(created).toMatchObject({ ok: true, data: { cart_token: expect.any(String) } });
    const cartToken = created.ok ? created.data.cart_token : '';

    const updated = await h['cart:update']({ cart_token: cartToken, order_items: [{ id: variant!.id, quantity: 3 }] });
    expect(updated.ok && updated.data.order_item.find((i) => i.variant_id === variant!.id)?.quantity).toBe(3);
    // The demo customer may already have lines in their cart; the added one is among them.
    const cart = await h['cart:retrieve']({ cart_token: cartToken });
    const lines = cart.ok ? cart.data.order_item : [];
    expect(lines.find((i) => i.variant_id === variant!.id)?.quantity).toBe(3);
    const billing = cart.ok ? cart.data.billing_addresses[0] : undefined;
    expect(billing).toBeDefined();

    const items = lines.map((i) => ({ id: i.variant_id, quantity: i.quantity }));
    const placed = await h['cart:placeOrder']({ cart_token: cartToken, order_items: items, billing_address: { id: billing!.id } });
    expect(placed).toMatchObject({ ok: true, data: { token: expect.any(String) } });
    const token = placed.ok ? placed.data.token : '';
    const order = await h['orders:get']({ token });
    const units = (list: Array<{ quantity: number }>) => list.reduce((sum, l) => sum + l.quantity, 0);
    expect(order.ok && units(order.data.line_items)).toBe(units(lines));
    // Placing the same cart again never makes a second order: the store answers the same token.
    expect(await h['cart:placeOrder']({ cart_token: cartToken, order_items: items, billing_address: { id: billing!.id } })).toEqual(placed);

    expect(await h['orders:updateRemark']({ order_token: token, remark: 'Deliver after 2pm' })).toEqual({ ok: true, data: { success: true } });
    const remarked = await h['orders:get']({ token });
    expect(remarked.ok && remarked.data.remark).toBe('Deliver after 2pm');
  });

  it('uploads a purchase order with progress, downloads it back and removes it', async () => {
    const h = core.handlers;
    const account = await h['account:get']({});
    const token = account.ok ? account.data.orders[0]!.token : '';
    const picked = await h['files:pickAttachment']({});
    const fileId = picked.ok && picked.data.file ? picked.data.file.id : '';

    const uploaded = await h['orders:uploadAttachment']({ order_token: token, file_id: fileId, file_title: 'PO 42' });
    expect(uploaded).toMatchObject({ ok: true, data: { id: expect.any(Number) } });
    const id = (uploaded.ok ? uploaded.data.id : null) ?? 0;
    expect(eventsNamed(deps.events, 'upload:progress').length).toBeGreaterThan(0);

    const order = await h['orders:get']({ token });
    expect(order.ok && order.data.attachment.map((a) => a.id)).toContain(id);
    expect(await h['orders:downloadAttachment']({ order_token: token, id })).toEqual({ ok: true, data: { saved: true } });
    expect(readFileSync(savedFile(), 'utf8')).toBe('PO 42: 10 boxes of bolts');

    expect(await h['orders:deleteAttachment']({ order_token: token, id })).toEqual({ ok: true, data: { success: true } });
    const after = await h['orders:get']({ token });
    expect(after.ok && after.data.attachment.map((a) => a.id)).not.toContain(id);
  });

  it('answers not_found for an order that is not the customer\u2019s', async () => {
    expect(await core.handlers['orders:get']({ token: 'no-such-order-token' })).toMatchObject({ ok: false, error: { kind: 'not_found' } });
  });
});
