import { describe, expect, it } from 'vitest';
import { ok } from '../../contract/result';
import type { CounterOrder } from '../../contract/schemas/counter';
import { createCounter } from '../../electron/core/counter/counter';
import { ordersOfToday, withOrder } from '../../electron/core/counter/counter-orders';
import { createKioskLock, UNLOCK_TRIES } from '../../electron/core/desktop-settings/kiosk-lock';
import { hashPin } from '../../electron/core/desktop-settings/kiosk-pin';
import { createMemorySettings } from '../../electron/core/settings';
import type { Handlers } from '../../electron/core/deps';
import { testDeps } from './support/deps';

const NOON = new Date(2026, 11, 2, 12, 0).getTime();
const order = (token: string, at: number): CounterOrder => ({ token, number: null, customer: 'demo@wholesale.test', placed_at: new Date(at).toISOString(), total: null, currency: null });
const ITEMS = { order_items: [{ id: 1, quantity: 2 }], billing_address: { id: 1 }, cart_token: 'cart-1' };

function counter(options: { kiosk?: boolean } = {}) {
  const kiosk = options.kiosk ?? true;
  const settings = createMemorySettings({ kiosk: { enabled: kiosk, idleMinutes: 1, pinHash: hashPin('4821') } });
  const deps = testDeps({ settings, kiosk });
  let clock = NOON;
  const lock = createKioskLock({ kioskActive: kiosk, pinHash: () => settings.get().kiosk.pinHash, now: () => clock });
  const ended: number[] = [];
  const created = createCounter(deps, { buyers: { current: () => ({ origin: 'http://127.0.0.1', email: 'demo@wholesale.test' }) }, lock, endSession: () => ended.push(clock), now: () => clock });
  const place: Handlers['cart:placeOrder'] = async () => ok({ token: 'order-1' });
  const read = (async () => ok({ name: '#1042', total_price: 125.5, currency: 'MYR' })) as unknown as Handlers['orders:get'];
  return { ...created, settings, ended, place: created.keepingPlaced(place, read), setClock: (time: number) => (clock = time) };
}

describe('the trade counter', () => {
  it('keeps an order placed at the kiosk, with its customer, time, number and total, for the staff view', async () => {
    const c = counter();
    expect(await c.place(ITEMS)).toEqual({ ok: true, data: { token: 'order-1' } });
    await new Promise((resolve) => setTimeout(resolve, 0)); // the number is read in the background
    const kept = c.settings.get().counterOrders;
    expect(kept).toEqual([{ token: 'order-1', number: '#1042', customer: 'demo@wholesale.test', placed_at: new Date(NOON).toISOString(), total: 125.5, currency: 'MYR' }]);
    expect(await c.handlers['counter:today']({ pin: '4821' })).toEqual({ ok: true, data: { orders: kept } });
  });

  it('keeps nothing outside a kiosk, and has no Start over there', async () => {
    const c = counter({ kiosk: false });
    await c.place(ITEMS);
    expect(c.settings.get().counterOrders).toEqual([]);
    expect(await c.handlers['counter:startOver']({})).toMatchObject({ ok: false, error: { kind: 'refused' } });
    expect(c.ended).toEqual([]);
  });

  it('Start over signs the customer out at once', async () => {
    const c = counter();
    expect(await c.handlers['counter:startOver']({})).toEqual({ ok: true, data: { success: true } });
    expect(c.ended).toHaveLength(1);
  });

  it('shows the staff view only with the settings PIN, and five wrong PINs lock it as the settings are', async () => {
    const c = counter();
    await c.place(ITEMS);
    for (let i = 0; i < UNLOCK_TRIES; i++) {
      expect(await c.handlers['counter:today']({ pin: '0000' })).toMatchObject({ ok: false, error: { kind: 'validation', fields: { pin: ['That PIN is not right.'] } } });
    }
    const locked = await c.handlers['counter:today']({ pin: '4821' });
    expect(locked).toMatchObject({ ok: false, error: { kind: 'refused' } });
    expect(JSON.stringify(locked)).not.toContain('order-1');
    c.setClock(NOON + 61_000);
    expect(await c.handlers['counter:today']({ pin: '4821' })).toMatchObject({ ok: true, data: { orders: [{ token: 'order-1' }] } });
  });

  it('says whether this run is a counter, with larger text on unless set off', async () => {
    expect(await counter().handlers['counter:status']({})).toEqual({ ok: true, data: { kiosk: true, idleMinutes: 1, largerText: true, staffPin: true } });
    expect(await counter({ kiosk: false }).handlers['counter:status']({})).toMatchObject({ ok: true, data: { kiosk: false, largerText: false } });
  });

  it('lists only today, newest first, and forgets other days as it keeps a new one', () => {
    const yesterday = NOON - 24 * 3_600_000;
    const kept = [order('old', yesterday), order('morning', NOON - 3 * 3_600_000)];
    expect(ordersOfToday(kept, NOON).map((o) => o.token)).toEqual(['morning']);
    expect(withOrder(kept, order('noon', NOON), NOON).map((o) => o.token)).toEqual(['noon', 'morning']);
    expect(withOrder(kept, { ...order('morning', NOON - 3 * 3_600_000), number: '#7' }, NOON)).toMatchObject([{ token: 'morning', number: '#7' }]);
  });
});
