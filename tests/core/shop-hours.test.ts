import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../electron/core/index';
import type { RunningStorefront } from '../../server/index';
import { DEMO_SHOP_NAME } from '../../server/seed/shop';
import { testDeps } from './support/deps';
import { DEMO, startTestStore } from './support/storefront';

let store: RunningStorefront;
let core: Core;
beforeAll(async () => {
  store = await startTestStore();
  core = createCore(testDeps({ storeUrlOverride: store.url }));
});
afterAll(async () => {
  core.dispose();
  await store.close();
});

describe('shop:hours', () => {
  it("answers the shop's name and currency from /_api/global, to a guest and to a buyer alike", async () => {
    const guest = await core.handlers['shop:hours']({});
    expect(guest).toEqual({ ok: true, data: { name: DEMO_SHOP_NAME, currency: 'MYR' } });
    const login = await core.handlers['auth:login']({ ...DEMO, is_remember: false });
    expect(login.ok).toBe(true);
    const global = await core.handlers['shop:global']({});
    const buyer = await core.handlers['shop:hours']({});
    expect(buyer).toEqual({ ok: true, data: { name: global.ok && global.data.wholesale.name, currency: global.ok && global.data.wholesale.currency } });
  });

  it('answers not_configured without a store', async () => {
    const none = createCore(testDeps({}));
    try {
      expect(await none.handlers['shop:hours']({})).toMatchObject({ ok: false, error: { kind: 'not_configured' } });
    } finally {
      none.dispose();
    }
  });
});
