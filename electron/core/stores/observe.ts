import { fail } from '../../../contract/result';
import type { Handlers } from '../deps';
import type { StoreHolder } from '../store-holder';
import { normaliseStoreUrl } from '../urls';
import { sameStore } from './store-list';
import type { StoreList } from './stores';
import type { Later } from './later';

type Observed = Pick<Handlers, 'shop:global' | 'app:setStoreUrl' | 'app:takeLaunchPath'>;

/**
 * The store list learns from calls the app makes anyway: /_api/global gives the current store's
 * name and logo (who is signed in, the buyer session tells: see createStores).
 * Connecting to a store (`app:setStoreUrl`) adds it to the list and, when it is another store,
 * starts the window afresh.
 */
export function observeStores<H extends Observed>(holder: StoreHolder, stores: StoreList, later: Later, wrapped: H): H {
  return {
    ...wrapped,
    'shop:global': async (input) => {
      const url = holder.url();
      const answer = await wrapped['shop:global'](input);
      // An answer of the store left during a switch says nothing of the new one.
      if (answer.ok && url && url === holder.url()) {
        stores.globalSeen(url, answer.data.wholesale);
      }
      return answer;
    },
    'app:setStoreUrl': async (input) => {
      const before = holder.url();
      const checked = normaliseStoreUrl(input.url);
      const another = checked.ok && before !== null && !sameStore(before, checked.url);
      const pinned = another ? stores.pinnedRefusal() : null;
      if (pinned) return fail({ kind: 'refused', message: pinned });
      const answer = await wrapped['app:setStoreUrl'](input);
      if (!answer.ok) return answer;
      stores.makeCurrent(answer.data.url, input.from_path, before);
      // The loaded page's policy names no store, or the one before: its images need a fresh page.
      if (before === null || !sameStore(before, answer.data.url)) stores.reloadAt(stores.lastPath(answer.data.url));
      stores.changed();
      return answer;
    },
    'app:takeLaunchPath': async (input) => {
      const path = stores.takeLaunchPath();
      if (path === null) return wrapped['app:takeLaunchPath'](input);
      await wrapped['app:takeLaunchPath'](input); // a launch link's path is spent by the switch that followed it
      return { ok: true, data: { path } };
    },
  };
}
