import { atom } from 'jotai';
import type { ErrorKind } from '../../../contract/result';
import { applyShopAtom, refreshGlobalAtom } from './shop';
import { guestBootSnapshot, saveBootSnapshot } from './bootSnapshot';
import { storefront } from './storefront';
import { offlineSeenAtAtom, storeOnlineAtom } from './connectivity';
import { loadStoreDictionary, prefetchStoreDictionary } from '../i18n/storeDictionary';

export type BootState =
  | { phase: 'loading' }
  | { phase: 'connect' }
  | { phase: 'unreachable'; kind: ErrorKind; message: string; storeUrl: string | null }
  | { phase: 'redirected'; url: string; message: string }
  | { phase: 'ready'; storeUrl: string };

const bootBaseAtom = atom<BootState>({ phase: 'loading' });

export const bootStateAtom = atom((get) => get(bootBaseAtom));

/** Failures worth retrying by themselves: the store may simply come back. */
export function retriesByItself(kind: ErrorKind): boolean {
  return kind === 'network' || kind === 'timeout' || kind === 'server';
}

let generation = 0;
let answered: Promise<boolean> = Promise.resolve(true);

/**
 * Settles once the newest boot has the store's own answer: true when the store is ready to be used.
 * A login typed on the screen shown from the last boot's snapshot waits for this, so nothing is sent
 * to a store that turned out closed, redirected or unreachable.
 */
export const storeAnswered = (): Promise<boolean> => answered;

/**
 * Boot: which store -> GET /_api/global (shop, customer, cart) -> the store's dictionary.
 * `quiet` keeps the current screen up while it runs (retries, re-checks); only the newest
 * run may write its result, so a slow old retry cannot overwrite a newer answer.
 */
export const runBootAtom = atom(null, async (_get, set, options?: { quiet?: boolean }) => {
  const mine = ++generation;
  let settle: (ready: boolean) => void = () => undefined;
  answered = new Promise((resolve) => (settle = resolve));
  const commit = (state: BootState, final = true) => {
    if (mine !== generation) return;
    set(bootBaseAtom, state);
    if (final && state.phase !== 'loading') settle(state.phase === 'ready');
  };
  if (!options?.quiet) commit({ phase: 'loading' });

  // All at once: the core answers `not_configured` for the shop when no store is set, and the
  // dictionary of the locale seen last time is asked for beside them (boot is the store's time only).
  const storedCall = storefront.app.getStoreUrl();
  const calls = Promise.all([storedCall, set(refreshGlobalAtom), prefetchStoreDictionary()]);
  if (!options?.quiet) {
    // A guest's login screen needs nothing of the store's that the last boot did not see: show it
    // now, and let the store's answer below confirm it, update it or replace it.
    const early = await storedCall;
    const shop = early.ok && early.data.url ? guestBootSnapshot(early.data.url) : null;
    if (early.ok && early.data.url && shop && mine === generation) {
      set(applyShopAtom, shop);
      commit({ phase: 'ready', storeUrl: early.data.url }, false);
    }
  }
  const [stored, global] = await calls;
  if (!stored.ok) return commit({ phase: 'unreachable', kind: stored.error.kind, message: stored.error.message, storeUrl: null });
  const storeUrl = stored.data.url;
  if (!storeUrl) return commit({ phase: 'connect' });

  if (!global.ok) {
    const { kind, message, redirect_url } = global.error;
    if (kind === 'not_configured') return commit({ phase: 'connect' });
    // The store wants a full-page redirect. The desktop shows where to and opens the
    // browser only when the buyer asks: a store must not launch programs on the buyer's PC.
    if (redirect_url) return commit({ phase: 'redirected', url: redirect_url, message });
    return commit({ phase: 'unreachable', kind, message, storeUrl });
  }

  saveBootSnapshot(storeUrl, global.data.wholesale, !global.data.customer);
  // The store out of reach at start: a remembered buyer's screens open from what was kept, and the
  // banner says since when (the core's events of this start came before the page listened).
  const [status] = await Promise.all([storefront.offline.status({}), loadStoreDictionary(global.data.wholesale.locale)]);
  if (mine === generation && status.ok) {
    set(storeOnlineAtom, status.data.online);
    if (status.data.seen_at) set(offlineSeenAtAtom, status.data.seen_at);
  }
  commit({ phase: 'ready', storeUrl });
});
