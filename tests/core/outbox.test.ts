import { afterEach, describe, expect, it } from 'vitest';
import type { Core } from '../../electron/core/index';
import { OUTBOX_MESSAGES } from '../../electron/core/outbox/outbox';
import { buyerMachine as machine, closeBuyerMachines } from './support/buyer-machine';
import { DEMO, OTHER } from './support/storefront';

/**
 * The order outbox: an order queued while the store was out of reach is kept in the buyer's own
 * database through restarts, never shown to another buyer, priced again by the store before it is
 * sent, and placed once.
 */
afterEach(closeBuyerMachines);

/** The buyer's cart as the store has it, made into the order the outbox keeps. */
async function queuedFromCart(h: Core['handlers']) {
  const global = await h['shop:global']({});
  if (!global.ok || !global.data.customer?.cart_token) throw new Error('the demo customer has a cart');
  const answer = await h['cart:retrieve']({ cart_token: global.data.customer.cart_token });
  if (!answer.ok) throw new Error(answer.error.message);
  const cart = answer.data;
  const address = cart.billing_addresses[0]!;
  return {
    lines: cart.order_item.map((item) => ({
      variant_id: item.variant_id, sku: item.sku, name: item.name, quantity: item.quantity, unit_price: item.unit_price, item_subtotal: item.item_subtotal,
    })),
    billing_address: { id: address.id, label: address.name },
    remark: 'PO-77',
    currency: cart.currency,
    total_price: cart.total_price,
  };
}

const orderCount = async (h: Core['handlers']) => {
  const account = await h['account:get']({});
  if (!account.ok) throw new Error(account.error.message);
  return account.data.orders.length;
};

describe('the order outbox', () => {
  it('keeps a queued order through a restart, for its buyer only', async () => {
    const { start } = await machine();
    const first = start();
    await first['auth:login']({ ...DEMO, is_remember: true });
    const order = await queuedFromCart(first);
    const queued = await first['outbox:queue'](order);
    expect(queued.ok && queued.data).toMatchObject({ state: 'waiting', remark: 'PO-77', lines: order.lines });

    const again = start();
    await again['shop:global']({});
    const kept = await again['outbox:list']({});
    expect(kept.ok && kept.data.orders.map((o) => o.remark)).toEqual(['PO-77']);

    await again['auth:logout']({});
    expect(await again['outbox:list']({})).toEqual({ ok: true, data: { orders: [] } });
    expect(await again['outbox:queue'](order)).toMatchObject({ ok: false, error: { kind: 'unauthenticated', message: OUTBOX_MESSAGES.noBuyer } });
    await again['auth:login']({ ...OTHER, is_remember: false });
    expect(await again['outbox:list']({})).toEqual({ ok: true, data: { orders: [] } });
  });

  it('is priced by the store again before it is sent, and placed exactly once', async () => {
    const { store, start } = await machine();
    const h = start();
    await h['auth:login']({ ...DEMO, is_remember: true });
    const order = await queuedFromCart(h);
    const queued = await h['outbox:queue'](order);
    if (!queued.ok) throw new Error(queued.error.message);
    const before = await orderCount(h);

    // Meanwhile the store repriced the first line.
    const line = order.lines[0]!;
    store.control.setTierPrices(line.variant_id, { tiers: [{ min_qty: 1, max_qty: null, price: 3.33 }] });
    const prepared = await h['outbox:prepare']({ id: queued.data.id });
    if (!prepared.ok) throw new Error(prepared.error.message);
    expect(prepared.data.order_item.find((i) => i.variant_id === line.variant_id)?.unit_price).toBe(3.33);
    expect(prepared.data.order_item.map((i) => [i.variant_id, i.quantity])).toEqual(order.lines.map((l) => [l.variant_id, l.quantity]));

    const placed = await h['outbox:place']({ id: queued.data.id, cart_token: prepared.data.cart_token! });
    expect(placed.ok).toBe(true);
    expect(await orderCount(h)).toBe(before + 1);
    expect(await h['outbox:list']({})).toEqual({ ok: true, data: { orders: [] } });
    // Sent: it cannot be placed, changed or withdrawn again.
    expect(await h['outbox:place']({ id: queued.data.id, cart_token: prepared.data.cart_token! })).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(await orderCount(h)).toBe(before + 1);
  });

  it("waits again with the store's reason when the store refuses it, and sends nothing on its own", async () => {
    const { store, start } = await machine();
    const h = start();
    await h['auth:login']({ ...DEMO, is_remember: true });
    store.control.setShop({ min_purchase_amount: 0 });
    const queued = await h['outbox:queue'](await queuedFromCart(h));
    if (!queued.ok) throw new Error(queued.error.message);
    expect(queued.data.refusal).toBeNull();
    const before = await orderCount(h);
    const prepared = await h['outbox:prepare']({ id: queued.data.id });
    if (!prepared.ok) throw new Error(prepared.error.message);

    // Between the buyer's review and their Place order, the store raised its minimum purchase.
    store.control.setShop({ min_purchase_amount: 1_000_000 });
    const placed = await h['outbox:place']({ id: queued.data.id, cart_token: prepared.data.cart_token! });
    expect(placed).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^Minimum purchase amount is /) } });
    const kept = await h['outbox:list']({});
    expect(kept.ok && kept.data.orders).toEqual([expect.objectContaining({ id: queued.data.id, state: 'waiting', refusal: !placed.ok && placed.error.message })]);
    // The reason is kept with the order, through a restart.
    const again = start();
    await again['shop:global']({});
    const relaunched = await again['outbox:list']({});
    expect(relaunched.ok && relaunched.data.orders[0]?.refusal).toMatch(/^Minimum purchase amount is /);
    expect(await orderCount(again)).toBe(before);
  });

  it('is not forgotten with the computer unless the buyer, shown it by name, confirms', async () => {
    const { start } = await machine();
    const h = start();
    await h['auth:login']({ ...DEMO, is_remember: true });
    const queued = await h['outbox:queue'](await queuedFromCart(h));
    if (!queued.ok) throw new Error(queued.error.message);
    const refused = await h['settings:forgetCustomer']({});
    expect(refused).toMatchObject({ ok: false, error: { kind: 'refused' } });
    expect(!refused.ok && refused.error.fields?.waiting).toEqual([expect.stringContaining('(PO-77)')]);
    expect(!refused.ok && refused.error.message).toContain('PO-77');
    expect((await h['outbox:list']({})).ok && (await h['outbox:list']({}))).toMatchObject({ data: { orders: [{ remark: 'PO-77' }] } });

    expect(await h['settings:forgetCustomer']({ forget_waiting: true })).toEqual({ ok: true, data: { success: true } });
    await h['auth:login']({ ...DEMO, is_remember: false });
    expect(await h['outbox:list']({})).toEqual({ ok: true, data: { orders: [] } });
  });

  it('can be edited and withdrawn while it waits', async () => {
    const { start } = await machine();
    const h = start();
    await h['auth:login']({ ...DEMO, is_remember: true });
    const order = await queuedFromCart(h);
    const queued = await h['outbox:queue'](order);
    if (!queued.ok) throw new Error(queued.error.message);
    const [first, ...rest] = order.lines;
    const edited = await h['outbox:update']({ id: queued.data.id, remark: 'PO-78', quantities: [{ variant_id: first!.variant_id, quantity: 0 }] });
    if (rest.length > 0) {
      expect(edited.ok && edited.data.lines.map((l) => l.variant_id)).toEqual(rest.map((l) => l.variant_id));
      expect(edited.ok && edited.data.remark).toBe('PO-78');
    }
    const none = await h['outbox:update']({ id: queued.data.id, quantities: order.lines.map((l) => ({ variant_id: l.variant_id, quantity: 0 })) });
    expect(none).toMatchObject({ ok: false, error: { kind: 'validation', message: OUTBOX_MESSAGES.empty } });
    expect(await h['outbox:withdraw']({ id: queued.data.id })).toEqual({ ok: true, data: { success: true } });
    expect(await h['outbox:list']({})).toEqual({ ok: true, data: { orders: [] } });
  });

  it("keeps which prices are the app's estimate through a restart, and says so of a quantity edited while it waits", async () => {
    const { start } = await machine();
    const h = start();
    await h['auth:login']({ ...DEMO, is_remember: true });
    const order = await queuedFromCart(h);
    const [first, second] = order.lines;
    if (!first || !second) throw new Error('the demo cart needs two lines');
    const queued = await h['outbox:queue']({ ...order, lines: [{ ...first, estimated: true }, ...order.lines.slice(1)] });
    if (!queued.ok) throw new Error(queued.error.message);
    expect(queued.data.lines.map((l) => l.estimated)).toEqual([true, ...order.lines.slice(1).map(() => undefined)]);

    const edited = await h['outbox:update']({ id: queued.data.id, quantities: [{ variant_id: second.variant_id, quantity: second.quantity + 1 }] });
    expect(edited.ok && edited.data.lines[1]).toMatchObject({ quantity: second.quantity + 1, estimated: true });

    const again = start();
    await again['shop:global']({});
    const kept = await again['outbox:list']({});
    expect(kept.ok && kept.data.orders[0]?.lines.slice(0, 2).map((l) => l.estimated)).toEqual([true, true]);
  });
});
