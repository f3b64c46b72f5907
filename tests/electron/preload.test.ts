import { EventEmitter } from 'node:events';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { channels, events } from '../../contract/contract';
import { LAUNCH_QUESTIONS } from '../../contract/launchQuestions';

// The preload runs against Electron's renderer modules; here they are stand-ins that record use.
const exposed = new Map<string, unknown>();
const ipc = Object.assign(new EventEmitter(), { invoke: vi.fn(async () => ({ ok: true, data: { url: null } })) });

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
  ipcRenderer: ipc,
}));

type Exposed = Record<string, Record<string, (input?: unknown) => Promise<unknown>>> & {
  on: (event: string, listener: (payload: unknown) => void) => () => void;
};
let storefront: Exposed;

beforeAll(async () => {
  await import('../../preload/index');
  storefront = exposed.get('storefront') as Exposed;
});

describe('preload exposes the contract and nothing else', () => {
  it('exposes only window.storefront, one function per contract channel plus on()', () => {
    expect([...exposed.keys()]).toEqual(['storefront']);
    const calls = Object.entries(storefront)
      .filter(([key]) => key !== 'on')
      .flatMap(([area, fns]) => Object.keys(fns).map((call) => `${area}:${call}`));
    expect(calls.sort()).toEqual([...channels].sort());
    expect(storefront).not.toHaveProperty('invoke');
    expect(storefront).not.toHaveProperty('ipcRenderer');
  });

  it('asks the launch questions as it loads, and hands their answers to the first calls', async () => {
    expect(ipc.invoke.mock.calls).toEqual(LAUNCH_QUESTIONS.map((channel) => [channel, {}]));
    await storefront.app?.getStoreUrl?.();
    expect(ipc.invoke).toHaveBeenCalledTimes(LAUNCH_QUESTIONS.length);
  });

  it('sends a call on its own channel', async () => {
    await storefront.shop?.global?.();
    expect(ipc.invoke).toHaveBeenLastCalledWith('shop:global', {});
    await storefront.app?.getStoreUrl?.();
    expect(ipc.invoke).toHaveBeenLastCalledWith('app:getStoreUrl', {});
  });

  it('delivers contract events until unsubscribed', () => {
    const listener = vi.fn();
    const off = storefront.on('app:navigate', listener);
    ipc.emit('app:navigate', {}, { path: '/cart' });
    off();
    ipc.emit('app:navigate', {}, { path: '/login' });
    expect(listener.mock.calls).toEqual([[{ path: '/cart' }]]);
    expect(ipc.listenerCount('app:navigate')).toBe(0);
  });

  it('refuses to subscribe to anything that is not a contract event', () => {
    const listener = vi.fn();
    storefront.on('electron-store-get-data', listener);
    expect(ipc.listenerCount('electron-store-get-data')).toBe(0);
    expect(Object.keys(events)).not.toContain('electron-store-get-data');
  });
});
