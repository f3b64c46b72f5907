import { describe, expect, it } from 'vitest';
import { createBridge } from '../../contract/bridge';
import { channels, type EventName } from '../../contract/contract';

function makeBridge() {
  const invoked: Array<[string, unknown]> = [];
  const subscribed: string[] = [];
  const bridge = createBridge(
    async (channel, input) => (invoked.push([channel, input]), { ok: true, data: null }),
    (event) => (subscribed.push(event), () => undefined),
  );
  return { bridge: bridge as unknown as Record<string, unknown>, invoked, subscribed };
}

describe('createBridge', () => {
  it('exposes one area per contract area and, in each, exactly its calls', () => {
    const { bridge } = makeBridge();
    const expected = new Map<string, string[]>();
    for (const channel of channels) {
      const [area, call] = channel.split(':') as [string, string];
      expected.set(area, [...(expected.get(area) ?? []), call]);
    }
    expect(Object.keys(bridge).sort()).toEqual([...expected.keys(), 'on'].sort());
    for (const [area, calls] of expected) {
      expect(Object.keys(bridge[area] as object).sort()).toEqual(calls.sort());
    }
  });

  it('exposes no generic invoke, no ipcRenderer, and only call functions', () => {
    const invoke = async () => ({ ok: true, data: null });
    const subscribe = () => () => undefined;
    const bridge = createBridge(invoke, subscribe) as unknown as Record<string, unknown>;
    for (const forbidden of ['invoke', 'ipcRenderer', 'send', 'sendSync', 'subscribe']) expect(bridge).not.toHaveProperty(forbidden);
    for (const [area, value] of Object.entries(bridge)) {
      if (area === 'on') {
        expect(value).not.toBe(subscribe);
        continue;
      }
      for (const call of Object.values(value as Record<string, unknown>)) {
        expect(typeof call).toBe('function');
        expect(call).not.toBe(invoke); // a call is bound to its channel, never the raw invoke
      }
    }
  });

  it('sends each call on its own channel, with {} for a call without input', async () => {
    const { bridge, invoked } = makeBridge();
    const cart = bridge.cart as Record<string, (i?: unknown) => Promise<unknown>>;
    const shop = bridge.shop as Record<string, (i?: unknown) => Promise<unknown>>;
    await cart.update!({ order_items: [], cart_token: 't' });
    await shop.global!();
    expect(invoked).toEqual([
      ['cart:update', { order_items: [], cart_token: 't' }],
      ['shop:global', {}],
    ]);
  });

  it('cannot be changed by the page', () => {
    const { bridge } = makeBridge();
    expect(Object.isFrozen(bridge)).toBe(true);
    expect(Object.isFrozen(bridge.cart)).toBe(true);
  });

  it('subscribes to events through on()', () => {
    const { bridge, subscribed } = makeBridge();
    const on = bridge.on as (e: EventName, l: () => void) => () => void;
    expect(typeof on('session:expired', () => undefined)).toBe('function');
    expect(subscribed).toEqual(['session:expired']);
  });
});
