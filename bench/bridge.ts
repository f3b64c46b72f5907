/**
 * (c) The bridge's overhead per call: the same catalog:products call made (1) on the core's
 * handler directly and (2) through createBridge with an in-process invoke that goes through
 * registerIpc's listener (sender check and the channel's zod parse), as ipc.ts does in Electron.
 * Both run against a local reference storefront, in alternating pairs so drift hits both. The structured
 * clone Electron's IPC makes of the answer is measured apart: it is the transport's cost, which
 * no code of ours adds or can remove.
 */
import { createCore, createMemorySettings, type SecretBox } from '../electron/core/index';
import { registerIpc } from '../electron/ipc';
import { createBridge } from '../contract/bridge';
import type { Channel } from '../contract/contract';
import { startStorefront } from '../server/index';
import { median } from './stats';

export interface BridgeFigures {
  direct: number;
  bridged: number;
  overheadMs: number;
  overheadRatio: number;
  calls: number;
  /** structuredClone of one answer in Node: what IPC copies, for context. */
  cloneMs: number;
  answerBytes: number;
}

const CALLS = 1000;

const plainBox: SecretBox = { isAvailable: () => false, encrypt: (s) => s, decrypt: (s) => s };

export async function measureBridge(): Promise<BridgeFigures> {
  const store = await startStorefront({ port: 0, products: 120 });
  const core = createCore({
    settings: createMemorySettings({ storeUrl: store.url }),
    secretBox: plainBox,
    filePicker: { pick: async () => null },
    emit: () => undefined,
    openExternal: async () => undefined,
  });
  try {
    const login = await core.handlers['auth:login']({ email: 'demo@wholesale.test', password: 'demo1234', is_remember: false });
    if (!login.ok) throw new Error(`bench login failed: ${login.error.message}`);

    const listeners = new Map<string, (event: { trusted: boolean }, input: unknown) => Promise<unknown>>();
    registerIpc<{ trusted: boolean }>({ handle: (channel, listener) => void listeners.set(channel, listener) }, core.handlers, (e) => e.trusted);
    const invoke = async (channel: Channel, input: unknown) => {
      const listener = listeners.get(channel);
      if (!listener) throw new Error(`no listener for ${channel}`);
      return listener({ trusted: true }, input);
    };
    const bridge = createBridge(invoke, () => () => undefined);

    const input = { q: undefined, sort_by: 'created_at.asc' as const, page: 1 };
    const direct = () => core.handlers['catalog:products']({ sort_by: 'created_at.asc', page: 1 });
    const bridged = () => bridge.catalog.products(input);

    for (let i = 0; i < 20; i += 1) {
      await direct();
      await bridged();
    }
    // Calls in pairs, the order alternating, so load from other processes falls on both alike;
    // the overhead is the median of the pairs' differences.
    const directSamples: number[] = [];
    const bridgedSamples: number[] = [];
    const differences: number[] = [];
    const time = async (call: () => Promise<unknown>) => {
      const start = performance.now();
      await call();
      return performance.now() - start;
    };
    for (let i = 0; i < CALLS; i += 1) {
      let directMs: number;
      let bridgedMs: number;
      if (i % 2 === 0) {
        directMs = await time(direct);
        bridgedMs = await time(bridged);
      } else {
        bridgedMs = await time(bridged);
        directMs = await time(direct);
      }
      directSamples.push(directMs);
      bridgedSamples.push(bridgedMs);
      differences.push(bridgedMs - directMs);
    }
    const answer = await direct();
    const cloneSamples: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const start = performance.now();
      structuredClone(answer);
      cloneSamples.push(performance.now() - start);
    }
    const d = median(directSamples);
    const b = median(bridgedSamples);
    const overhead = median(differences);
    return {
      direct: d,
      bridged: b,
      overheadMs: overhead,
      overheadRatio: overhead / d,
      calls: CALLS,
      cloneMs: median(cloneSamples),
      answerBytes: JSON.stringify(answer).length,
    };
  } finally {
    core.dispose();
    await store.close();
  }
}
