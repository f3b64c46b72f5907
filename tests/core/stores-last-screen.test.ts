import { describe, expect, it } from 'vitest';
import { twoStores } from './support/two-stores';

/** The screen a buyer was on is where the next start opens (once per run), except on a kiosk. */
const { stores, app } = twoStores();

describe('the last screen', () => {
  it('is kept per store and offered to the first page of the next run only', async () => {
    const one = app({ storeUrl: stores.a.url });
    const run = one.start();
    await run.customer();
    await run.h['app:seenPath']({ path: '/quick-order' });
    await run.h['app:seenPath']({ path: '/order/abc?tab=lines' });
    run.core.dispose(); // quitting writes what waits

    const again = one.start();
    expect(await again.h['app:lastScreen']({})).toEqual({ ok: true, data: { path: '/order/abc?tab=lines' } });
    expect(await again.h['app:lastScreen']({})).toEqual({ ok: true, data: { path: null } });
  });

  it('keeps no path that could leave the app, and a kiosk always opens at its start', async () => {
    const one = app({ storeUrl: stores.a.url });
    const run = one.start();
    await run.h['app:seenPath']({ path: '/cart' });
    await run.h['app:seenPath']({ path: '//evil.example/x' });
    run.core.dispose();
    expect(await one.start().h['app:lastScreen']({})).toEqual({ ok: true, data: { path: '/cart' } });
    expect(await one.start({ kiosk: true }).h['app:lastScreen']({})).toEqual({ ok: true, data: { path: null } });
  });
});
