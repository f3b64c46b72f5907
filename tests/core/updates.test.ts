import { afterEach, describe, expect, it } from 'vitest';
import type { Handlers, Updater } from '../../electron/core/index';
import type { BuyerChange } from '../../electron/core/buyer/buyer-session';
import { checkNotice, failureReason, installNow, NO_UPDATE, shouldCheck, type InstallMoment } from '../../electron/core/updates/policy';
import { createUpdates } from '../../electron/core/updates/updates';
import type { UpdateStatus } from '../../contract/schemas/updates';
import { ok } from '../../contract/result';

const ready: UpdateStatus = { state: 'ready', version: '1.4.0', restart_waiting: false };
const moment = (over: Partial<InstallMoment> = {}): InstallMoment => ({
  status: ready, busy: false, kiosk: false, signedIn: true, idle: false, asked: true, ...over,
});

describe('the update policy', () => {
  it('restarts a desk app only when the buyer asks, and never while an order is placed or a file uploaded', () => {
    expect(installNow(moment())).toBe(true);
    expect(installNow(moment({ asked: false }))).toBe(false);
    expect(installNow(moment({ busy: true }))).toBe(false);
    expect(installNow(moment({ status: { ...ready, state: 'downloading' } }))).toBe(false);
  });

  it('installs on a kiosk only when it was left idle and nobody is signed in, whatever was clicked', () => {
    expect(installNow(moment({ kiosk: true, asked: false, idle: true, signedIn: false }))).toBe(true);
    expect(installNow(moment({ kiosk: true, asked: true, idle: false, signedIn: false }))).toBe(false);
    expect(installNow(moment({ kiosk: true, idle: true, signedIn: true }))).toBe(false);
    expect(installNow(moment({ kiosk: true, idle: true, signedIn: false, busy: true }))).toBe(false);
  });

  it('checks again after nothing was found or a check failed, not while a version downloads or waits', () => {
    expect(shouldCheck(NO_UPDATE)).toBe(true);
    expect(shouldCheck({ ...NO_UPDATE, state: 'failed' })).toBe(true);
    expect(shouldCheck({ ...NO_UPDATE, state: 'checking' })).toBe(false);
    expect(shouldCheck({ ...ready, state: 'downloading' })).toBe(false);
    expect(shouldCheck(ready)).toBe(false);
  });

  it('says why a check failed in a sentence, never with the updater’s dump', () => {
    expect(failureReason(new Error('net::ERR_NAME_NOT_RESOLVED'))).toBe('the update server could not be reached.');
    expect(failureReason(new Error('Cannot find channel "latest.yml" update info: HttpError: 404 \n"method: GET url: https://x/latest.yml"\nat stack'))).toBe(
      'the update server has no update files at its address.',
    );
    expect(failureReason(new Error('Error: sha512 checksum mismatch\n    at Object.<anonymous>'))).toBe('sha512 checksum mismatch.');
    expect(failureReason(undefined)).toBe('the update server did not answer.');
    expect(checkNotice({ kind: 'failed', reason: 'the update server could not be reached.' })).toBe(
      'Could not check for updates: the update server could not be reached. Wholesale Desk carries on as it is and tries again later.',
    );
  });
});

/** A feed a test controls: what the next check finds, and when its download ends. */
function fakeUpdater() {
  let offered: string | null = null;
  let failCheck: Error | null = null;
  const downloads: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const installs: number[] = [];
  const updater: Updater = {
    check: async () => {
      if (failCheck) throw failCheck;
      if (!offered) return null;
      return { version: offered, downloaded: new Promise<void>((resolve, reject) => downloads.push({ resolve, reject })) };
    },
    quitAndInstall: () => void installs.push(Date.now()),
  };
  return {
    updater, installs, downloads,
    offer: (version: string | null) => void (offered = version),
    failChecks: (error: Error | null) => void (failCheck = error),
  };
}

function buyersStandIn() {
  let current: { origin: string; email: string } | null = { origin: 'https://shop.test', email: 'buyer@shop.test' };
  const listeners = new Set<(change: BuyerChange) => void>();
  return {
    current: () => current,
    onChange: (listener: (change: BuyerChange) => void) => (listeners.add(listener), () => void listeners.delete(listener)),
    set(next: typeof current) {
      const before = current;
      current = next;
      for (const listener of listeners) listener({ before, after: next, session: false });
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const services: { dispose(): void }[] = [];
afterEach(() => services.splice(0).forEach((s) => s.dispose()));

function setUp(options: { kiosk?: boolean; updater?: boolean } = {}) {
  const feed = fakeUpdater();
  const buyers = buyersStandIn();
  const events: { event: string; payload: unknown }[] = [];
  const updates = createUpdates(
    {
      updater: options.updater === false ? undefined : feed.updater,
      emit: (event, payload) => void events.push({ event, payload }),
      kiosk: options.kiosk,
      timeouts: { firstUpdateCheck: 60_000, updateCheck: 60_000 },
    },
    buyers,
  );
  services.push(updates);
  // A place order the test ends when it wants: the busy watch sees it through the handlers.
  let endPlace: () => void = () => undefined;
  const handlers = updates.observe({
    'cart:placeOrder': () => new Promise((resolve) => (endPlace = () => resolve(ok({ token: 'o1' })))),
    'outbox:place': async () => ok({ token: 'o2' }),
    'orders:uploadAttachment': async () => ok({ id: 1 }),
  } as unknown as Handlers);
  const notices = () => events.filter((e) => e.event === 'app:notice').map((e) => (e.payload as { message: string }).message);
  const lastStatus = () => events.filter((e) => e.event === 'updates:changed').at(-1)?.payload;
  return { feed, buyers, updates, handlers, notices, lastStatus, endPlace: () => endPlace() };
}

describe('updates', () => {
  it('a check from the menu says up to date, or downloading, and the header is offered the restart once downloaded', async () => {
    const { feed, updates, notices, lastStatus } = setUp();
    await updates.checkNow();
    expect(notices()).toEqual(['Wholesale Desk is up to date.']);
    feed.offer('1.4.0');
    await updates.checkNow();
    expect(notices()[1]).toBe('Version 1.4.0 is downloading. "Restart to update" shows at the top when it is ready.');
    expect(lastStatus()).toEqual({ state: 'downloading', version: '1.4.0', restart_waiting: false });
    feed.downloads[0]!.resolve();
    await flush();
    expect(lastStatus()).toEqual({ state: 'ready', version: '1.4.0', restart_waiting: false });
    expect(await updates.handlers['updates:status']({})).toEqual({ ok: true, data: { state: 'ready', version: '1.4.0', restart_waiting: false } });
    expect(feed.installs).toHaveLength(0);
  });

  it('a failed check or download is said plainly, and the next check tries again', async () => {
    const { feed, updates, notices, lastStatus } = setUp();
    feed.failChecks(new Error('getaddrinfo ENOTFOUND updates.example.com'));
    await updates.checkNow();
    expect(notices().at(-1)).toMatch(/^Could not check for updates: the update server could not be reached\./);
    expect(lastStatus()).toMatchObject({ state: 'failed' });
    feed.failChecks(null);
    feed.offer('1.4.0');
    await updates.checkNow();
    feed.downloads[0]!.reject(new Error('sha512 checksum mismatch'));
    await flush();
    expect(notices().at(-1)).toBe('The update could not be downloaded: sha512 checksum mismatch. Wholesale Desk tries again later.');
    expect(lastStatus()).toMatchObject({ state: 'failed' });
  });

  it('a copy that was not installed says it cannot update itself', async () => {
    const { updates, notices } = setUp({ updater: false });
    await updates.checkNow();
    expect(notices()).toEqual(['Updates come with the installed app: this copy was not installed, so it cannot update itself.']);
  });

  it('"Restart to update" during Place order waits for the order, then restarts', async () => {
    const { feed, updates, handlers, lastStatus, endPlace } = setUp();
    feed.offer('1.4.0');
    await updates.checkNow();
    feed.downloads[0]!.resolve();
    await flush();
    const placing = handlers['cart:placeOrder']({ order_items: [], billing_address: { id: 1 }, cart_token: 'c' });
    expect(await updates.handlers['updates:restart']({})).toEqual({ ok: true, data: { state: 'ready', version: '1.4.0', restart_waiting: true } });
    expect(feed.installs).toHaveLength(0);
    expect(lastStatus()).toMatchObject({ restart_waiting: true });
    endPlace();
    await placing;
    expect(feed.installs).toHaveLength(1);
  });

  it('"Restart to update" with nothing under way restarts at once; before a download it is refused', async () => {
    const { feed, updates } = setUp();
    expect(await updates.handlers['updates:restart']({})).toMatchObject({ ok: false });
    feed.offer('1.4.0');
    await updates.checkNow();
    feed.downloads[0]!.resolve();
    await flush();
    await updates.handlers['updates:restart']({});
    expect(feed.installs).toHaveLength(1);
  });

  it('a kiosk offers no restart and installs at its idle logout, not while someone is signed in', async () => {
    const { feed, buyers, updates, lastStatus } = setUp({ kiosk: true });
    feed.offer('1.4.0');
    await updates.checkNow();
    feed.downloads[0]!.resolve();
    await flush();
    expect(lastStatus()).toEqual(NO_UPDATE);
    expect(await updates.handlers['updates:restart']({})).toMatchObject({ ok: false });
    expect(feed.installs).toHaveLength(0);
    buyers.set(null);
    updates.leftIdle();
    expect(feed.installs).toHaveLength(1);
  });

  it('a kiosk left idle and logged out installs as soon as the download arrives', async () => {
    const { feed, buyers, updates } = setUp({ kiosk: true });
    buyers.set(null);
    updates.leftIdle();
    feed.offer('1.4.0');
    await updates.checkNow();
    expect(feed.installs).toHaveLength(0);
    feed.downloads[0]!.resolve();
    await flush();
    expect(feed.installs).toHaveLength(1);
  });

  it('a kiosk where someone signed in since its idle logout does not install when the download arrives', async () => {
    const { feed, buyers, updates } = setUp({ kiosk: true });
    buyers.set(null);
    updates.leftIdle();
    buyers.set({ origin: 'https://shop.test', email: 'next@shop.test' });
    buyers.set(null);
    feed.offer('1.4.0');
    await updates.checkNow();
    feed.downloads[0]!.resolve();
    await flush();
    expect(feed.installs).toHaveLength(0);
  });
});
