import { atom } from 'jotai';
import { refreshGlobalAtom } from './shop';

/** Whether the store answers, as the main process last reported (store:connectivity). */
export const storeOnlineAtom = atom(true);

/** When the data on screen was last seen on the store, while it is shown from the offline copy (offline:served). */
export const offlineSeenAtAtom = atom<string | null>(null);

/** Goes up each time the store answers again after being unreachable: screens then load afresh. */
export const backOnlineCountAtom = atom(0);

/**
 * The store answers again: the offline copy's time is dropped, and a screen that showed that
 * copy loads afresh. A screen that showed none keeps its state (a warning it shows, typed input).
 */
export const storeBackAtom = atom(null, (get, set) => {
  if (get(offlineSeenAtAtom) === null) return;
  set(offlineSeenAtAtom, null);
  set(backOnlineCountAtom, (count) => count + 1);
  // A start from the kept copy showed the shop, the customer and the cart badge as last seen too.
  void set(refreshGlobalAtom);
});
