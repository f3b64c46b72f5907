import { describe, expect, it, vi } from 'vitest';
import { channels, type Channel } from '../../contract/contract';
import type { Handlers } from '../../electron/core/index';
import { registerIpc } from '../../electron/ipc';

type FakeEvent = { top: boolean };
type Listener = (event: FakeEvent, input: unknown) => Promise<unknown>;

/** Handlers that record what they were called with and answer ok. */
function recordingHandlers() {
  const calls: Array<[Channel, unknown]> = [];
  const handlers = Object.fromEntries(
    channels.map((c) => [c, async (input: unknown) => (calls.push([c, input]), { ok: true, data: { echo: input } })]),
  ) as unknown as Handlers;
  return { handlers, calls };
}

function register(handlers: Handlers) {
  const listeners = new Map<string, Listener>();
  registerIpc<FakeEvent>({ handle: (channel, listener) => void listeners.set(channel, listener) }, handlers, (e) => e.top);
  const invoke = (channel: string, input: unknown, event: FakeEvent = { top: true }) => listeners.get(channel)!(event, input);
  return { listeners, invoke };
}

describe('registerIpc', () => {
  it('registers exactly the contract channels', () => {
    const { listeners } = register(recordingHandlers().handlers);
    expect([...listeners.keys()].sort()).toEqual([...channels].sort());
  });

  it('passes parsed input to the handler for the app frame', async () => {
    const { handlers, calls } = recordingHandlers();
    const { invoke } = register(handlers);
    const result = await invoke('cart:update', { order_items: [{ id: 3, quantity: 2 }], cart_token: 'abc' });
    expect(result).toMatchObject({ ok: true });
    expect(calls).toEqual([['cart:update', { order_items: [{ id: 3, quantity: 2 }], cart_token: 'abc' }]]);
  });

  it.each(channels)('refuses %s from a frame that is not the app top frame', async (channel) => {
    const { handlers, calls } = recordingHandlers();
    const { invoke } = register(handlers);
    expect(await invoke(channel, {}, { top: false })).toMatchObject({ ok: false, error: { kind: 'refused' } });
    expect(calls).toEqual([]);
  });

  it.each([
    ['an unknown key', 'shop:global', { sneaky: true }],
    ['an unknown nested key', 'cart:placeOrder', { order_items: [], billing_address: { id: 1, x: 1 }, cart_token: 't' }],
    ['a wrong type', 'cart:update', { order_items: 'all', cart_token: 'abc' }],
    ['a wrong number type', 'account:deleteAddress', { address_id: '7' }],
    ['an oversized string', 'contact:send', { name: 'a', email: 'a@b.co', subject: 's', message: 'x'.repeat(100_001) }],
    ['an oversized url', 'app:openExternal', { url: `https://x.test/${'a'.repeat(3000)}` }],
    ['a path-like handle', 'legal:page', { handle: '../../etc/passwd' }],
    ['no input at all', 'orders:get', undefined],
  ])('refuses %s', async (_what, channel, input) => {
    const { handlers, calls } = recordingHandlers();
    const { invoke } = register(handlers);
    const result = (await invoke(channel, input)) as { ok: boolean; error: { kind: string; message: string } };
    expect(result).toMatchObject({ ok: false, error: { kind: 'refused' } });
    expect(result.error.message.length).toBeLessThanOrEqual(200);
    expect(calls).toEqual([]);
  });

  it('turns a handler that throws anyway into a server failure', async () => {
    const { handlers } = recordingHandlers();
    handlers['legal:list'] = async () => {
      throw new Error('boom at /home/secret');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { invoke } = register(handlers);
    const result = await invoke('legal:list', {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(JSON.stringify(result)).not.toContain('/home/secret');
  });
});
