import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, createMemorySettings, type Core } from '../../electron/core/index';
import { eventsNamed, testDeps, testSecretBox } from './support/deps';
import { DEMO, OTHER, startTestStore } from './support/storefront';

/**
 * The app starts with the store out of reach: a remembered login's buyer opens on what was kept for
 * them (the shop, their customer record, their cart), and nobody else's; without a remembered login
 * the start says the store cannot be reached.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function machine() {
  const store = await startTestStore();
  const dataDir = mkdtempSync(join(tmpdir(), 'offline-start-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const settings = createMemorySettings({ storeUrl: store.url });
  const secretBox = testSecretBox();
  let stopped = false;
  const stop = async () => {
    if (!stopped) await store.close();
    stopped = true;
  };
  cleanups.push(stop);
  const start = () => {
    const deps = testDeps({ settings, secretBox, dataDir, timeouts: { request: 500, retryBackoff: 10 } });
    const core: Core = createCore(deps);
    cleanups.push(core.dispose);
    return { core, deps, h: core.handlers };
  };
  return { store, start, stop };
}

const customerOf = async (h: Core['handlers']) => {
  const answer = await h['shop:global']({});
  return answer.ok ? (answer.data.customer?.email ?? null) : answer.error.kind;
};

describe('a start with the store out of reach', () => {
  it("opens a remembered buyer's kept shop and cart, and says since when", async () => {
    const m = await machine();
    const online = m.start();
    expect((await online.h['auth:login']({ ...DEMO, is_remember: true })).ok).toBe(true);
    const cart = await online.h['shop:global']({});
    if (!cart.ok || !cart.data.customer) throw new Error('the demo customer is signed in');
    online.core.dispose();
    await m.stop();

    const offline = m.start();
    expect(await customerOf(offline.h)).toBe(DEMO.email);
    const status = await offline.h['offline:status']({});
    expect(status.ok && status.data.online).toBe(false);
    expect(status.ok && status.data.seen_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(eventsNamed(offline.deps.events, 'buyer:changed').at(-1)?.payload).toEqual({ signed_in: true });
  });

  it('shows nobody after a logout, nor another buyer of the same computer', async () => {
    const m = await machine();
    const first = m.start();
    await first.h['auth:login']({ ...DEMO, is_remember: true });
    await first.h['shop:global']({});
    await first.h['auth:logout']({});
    // Another buyer signs in without "remember me": nothing of theirs opens at the next start either.
    await first.h['auth:login']({ ...OTHER, is_remember: false });
    await first.h['shop:global']({});
    first.core.dispose();
    await m.stop();

    const offline = m.start();
    expect(await customerOf(offline.h)).toBe('network');
  });
});
