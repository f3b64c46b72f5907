import type { BuyerSession } from '../buyer/buyer-session';
import type { Handlers } from '../deps';
import type { StoreHolder } from '../store-holder';
import { storeHandlers } from './handlers';
import { observeStores } from './observe';
import { openAtLaunch, openLink } from './open-link';
import { createStoreList, type StoresDeps } from './stores';
import { createLater } from './later';

/**
 * Several stores in the core: the stores:* handlers, what the list learns from other
 * calls, and which store a link opens in. `kioskLocked` is the kiosk settings lock (PIN).
 */
export function createStores(deps: StoresDeps & { launchLink?: string | null }, holder: StoreHolder, buyers: Pick<BuyerSession, 'onChange' | 'signedIn' | 'storeRemoved'>, kioskLocked: () => boolean) {
  // Signed in: a buyer known there in this run (the buyer session), or a remembered login.
  const signedIn = (url: string) => buyers.signedIn(url) || holder.session.remembered(url);
  const stores = createStoreList(deps, holder, kioskLocked, signedIn);
  const later = createLater();
  // The list marks a store signed in, and traces whose data it keeps so that removing it forgets them.
  // Noted `later`: the next screen's reads are under way then.
  const offBuyer = buyers.onChange(({ after }) => {
    const url = holder.url();
    later(() => {
      if (after && url && new URL(url).origin === after.origin) stores.noteCustomer(url, after.email);
      stores.changed();
    });
  });
  if (deps.launchLink) {
    const path = openAtLaunch(deps.launchLink, holder, stores, deps.settings.notices);
    if (path) stores.setLaunchPath(path);
  }
  return {
    handlers: storeHandlers(deps, holder, stores, later, buyers),
    observe: <H extends Handlers>(handlers: H): H => observeStores(holder, stores, later, handlers),
    openLink: (link: string) => openLink(link, holder, stores, deps.emit),
    zoom: () => stores.zoom(),
    changeZoom: (direction: 'in' | 'out' | 'reset') => stores.changeZoom(direction),
    languageOf: () => stores.languageOf(),
    chooseLanguage: stores.chooseLanguage,
    /** Writes the notes still waiting (the app is quitting). */
    dispose: () => {
      offBuyer();
      later.flush();
    },
  };
}
