import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { atom, useAtom } from 'jotai';
import type { AppError } from '../../../contract/result';
import { currentBuyerDrafts } from './buyerDrafts';
import { storefront } from './storefront';

/** The store being switched to, from the click until the window starts afresh on it. */
const switchingToAtom = atom<string | null>(null);

// Two clicks can land before React re-renders: this, not the atom, is the guard against a second switch.
let inFlight = false;

/**
 * One click to another store of the list: the quantities typed here are written to disk first
 * (the page is about to go), this screen is handed over as the one to come back to, and the
 * core then starts the window afresh on the other store's last screen. Answers the failure, if any.
 */
export function useSwitchStore(): { switchingTo: string | null; switchTo: (url: string) => Promise<AppError | null> } {
  const location = useLocation();
  const [switchingTo, setSwitchingTo] = useAtom(switchingToAtom);
  const fromPath = location.pathname + location.search;

  const switchTo = useCallback(
    async (url: string) => {
      if (inFlight) return null;
      inFlight = true;
      setSwitchingTo(url);
      await currentBuyerDrafts().durable.flushAll();
      const answer = await storefront.stores.switch({ url, from_path: fromPath });
      // On success the window is about to start afresh: the busy state stays until it does.
      if (answer.ok) return null;
      inFlight = false;
      setSwitchingTo(null);
      return answer.error;
    },
    [fromPath, setSwitchingTo],
  );

  return { switchingTo, switchTo };
}
