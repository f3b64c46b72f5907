import { DEEP_LINK_SCHEME, toAppPath } from '../deep-link';
import type { Emit } from '../deps';
import type { StoreHolder } from '../store-holder';
import type { Notice } from '../settings';
import { sameStore } from './store-list';
import type { StoreList } from './stores';
import { coreText } from '../language/core-text';

type LinkDecision =
  | { kind: 'navigate'; path: string }
  | { kind: 'switch'; url: string; path: string }
  | { kind: 'refuse'; message: Notice }
  | { kind: 'ignore' };

const parse = (link: string): URL | null => {
  try {
    return new URL(link.trim());
  } catch {
    return null;
  }
};

/**
 * Which store a link opens in, when the buyer has several: wholesaledesk:// links and the current store's pages
 * open here; a page of another store in the list opens in that store; a store not in the list,
 * or another store on a pinned kiosk, is refused with a message. A link to no known page is ignored.
 */
function decideLink(link: string, holder: StoreHolder, stores: StoreList): LinkDecision {
  const url = parse(link);
  if (!url) return { kind: 'ignore' };
  const current = holder.url();
  if (url.protocol === `${DEEP_LINK_SCHEME}:` || (current && (url.protocol === 'https:' || url.protocol === 'http:') && sameStore(current, url.origin))) {
    const path = toAppPath(link, current);
    return path ? { kind: 'navigate', path } : { kind: 'ignore' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'ignore' };
  // Same scheme, host and port as a listed store: a look-alike host is another store.
  const target = stores.find(url.origin);
  if (!target) {
    return { kind: 'refuse', message: () => coreText('link_store_not_listed', { host: url.host }) };
  }
  const path = toAppPath(link, target.url);
  if (!path) return { kind: 'ignore' };
  const pinned = stores.pinnedRefusal();
  return pinned ? { kind: 'refuse', message: () => coreText('link_other_store', { pinned }) } : { kind: 'switch', url: target.url, path };
}

/** A link while the app runs (second instance, macOS open-url): shown in its store, or a notice why not. */
export function openLink(link: string, holder: StoreHolder, stores: StoreList, emit: Emit): void {
  const decision = decideLink(link, holder, stores);
  if (decision.kind === 'navigate') emit('app:navigate', { path: decision.path });
  else if (decision.kind === 'refuse') emit('app:notice', { message: decision.message() });
  else if (decision.kind === 'switch') {
    stores.makeCurrent(decision.url);
    holder.adopt(decision.url);
    stores.reloadAt(decision.path);
    stores.changed();
  }
}

/** The link the app was started with: the path to open first (on its store), or a notice for later. */
export function openAtLaunch(link: string, holder: StoreHolder, stores: StoreList, notices: Notice[] | undefined): string | null {
  const decision = decideLink(link, holder, stores);
  if (decision.kind === 'navigate') return decision.path;
  if (decision.kind === 'refuse') notices?.push(decision.message);
  if (decision.kind !== 'switch') return null;
  stores.makeCurrent(decision.url);
  holder.adopt(decision.url);
  return decision.path;
}
