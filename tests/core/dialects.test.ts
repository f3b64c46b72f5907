import { afterAll, describe, expect, it } from 'vitest';
import { channels } from '../../contract/contract';
import type { StoreDialect } from '../../server/index';
import { dialectCore, type DialectCore } from './support/journey';
import { accountSteps, commerceSteps, guestSteps, signupSteps } from './support/journey-steps';
import { quickOrderSteps } from './support/quick-order-steps';

/**
 * The app reads any store that follows the spec: the reference storefront's two dialects take the
 * opposite side of every latitude (server/README.md "Dialects"), and the same journey through the
 * core must read the same in both, with no answer the app does not understand.
 */
const DIALECTS: StoreDialect[] = ['default', 'alt'];
const digests = new Map<StoreDialect, Record<string, unknown>>();
const cores: DialectCore[] = [];
afterAll(async () => {
  await Promise.all(cores.map((d) => d.close()));
});

/** Channels that are the app's own (no store call) or cancel a pending write. */
const NOT_STORE_CALLS = new Set(['app:', 'files:', 'requests:', 'settings:', 'notifications:', 'document:', 'drafts:', 'offline:', 'outbox:', 'language:', 'lists:', 'history:', 'insights:', 'stores:', 'updates:', 'counter:', 'standing:', 'watch:', 'budget:', 'orders:cancelUpload', 'catalog:product', 'location:regencies', 'location:districts', 'location:twCities']);
const storeChannels = channels.filter((c) => ![...NOT_STORE_CALLS].some((prefix) => c.startsWith(prefix)));

describe.each(DIALECTS)('the %s dialect', (dialect) => {
  it('answers every store call of the contract in a shape the app reads', async () => {
    const d = await dialectCore(dialect);
    cores.push(d);
    const digest: Record<string, unknown> = {};
    await guestSteps(d, digest);
    await commerceSteps(d, digest);
    await quickOrderSteps(d, digest);
    await accountSteps(d, digest);
    await signupSteps(d, digest);
    // Image and logo urls name each store's own port.
    digests.set(dialect, JSON.parse(JSON.stringify(digest).replaceAll(d.store.url, 'STORE')) as Record<string, unknown>);

    expect(d.calls.filter((c) => !c.result.ok && c.result.error.kind === 'malformed').map((c) => c.channel)).toEqual([]);
    const called = new Set(d.calls.map((c) => c.channel));
    expect(storeChannels.filter((c) => !called.has(c))).toEqual([]);
    expect(digest.pastTheEnd).toBe(true);
    expect(digest.noticeWhenWarned).toBe(true);
    expect(digest.badToken).toMatchObject({ ok: false });
  }, 60_000);
});

describe('both dialects', () => {
  const fields = ['shop', 'dictionary', 'policies', 'pages', 'preview', 'countries', 'provinces', 'customer', 'products', 'created', 'cart', 'updatedLines', 'order', 'download', 'removed', 'account', 'orders', 'foundSkus', 'index', 'suggested', 'password', 'addressUpdated', 'addressDeleted', 'contact', 'forgot', 'logout', 'signup', 'verifyActivation', 'activate', 'verifyReset', 'reset'];
  it.each(fields)('read %s the same', (field) => {
    const def = digests.get('default');
    const alt = digests.get('alt');
    expect(def && alt, 'both journeys ran').toBeTruthy();
    expect(alt?.[field]).toEqual(def?.[field]);
  });
});
