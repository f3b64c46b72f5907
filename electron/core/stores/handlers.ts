import { fail, ok } from '../../../contract/result';
import { DONE } from '../api/common';
import type { BuyerSession } from '../buyer/buyer-session';
import type { Handlers } from '../deps';
import type { StoreHolder } from '../store-holder';
import { forgetStoreFiles } from './store-files';
import { displayName, sameStore, STORE_NAME_MAX, upsertStore } from './store-list';
import type { StoreList, StoresDeps } from './stores';
import type { Later } from './later';
import { coreText } from '../language/core-text';

type StoreHandlers = Pick<Handlers, 'stores:list' | 'stores:switch' | 'stores:rename' | 'stores:remove' | 'app:seenPath' | 'app:lastScreen'>;

const NOT_LISTED = () => coreText('store_not_listed');
const refused = (message: string) => fail({ kind: 'refused', message });
const badName = (message: string) => fail({ kind: 'validation', message, fields: { name: [message] } });

/** stores:*: the buyer's list of stores, switched between from the header and the settings screen. */
export function storeHandlers(deps: StoresDeps, holder: StoreHolder, stores: StoreList, later: Later, buyers: Pick<BuyerSession, 'storeRemoved'>): StoreHandlers {
  return {
    'stores:list': async () => ok(stores.view()),
    // Noted a moment later, and only when it changed: the settings file is not written per click.
    'app:seenPath': async ({ path }) => {
      const url = holder.url();
      if (url) later(() => holder.url() === url && stores.noteScreen(url, path));
      return ok(DONE);
    },
    'app:lastScreen': async () => ok({ path: stores.takeLastScreen() }),

    'stores:switch': async ({ url, from_path }) => {
      const target = stores.find(url);
      if (!target) return fail({ kind: 'not_found', message: NOT_LISTED() });
      const now = holder.url();
      if (now && sameStore(now, target.url)) return ok(DONE);
      const pinned = stores.pinnedRefusal();
      if (pinned) return refused(pinned);
      stores.makeCurrent(target.url, from_path);
      holder.adopt(target.url);
      stores.reloadAt(stores.lastPath(target.url));
      stores.changed();
      return ok(DONE);
    },

    'stores:rename': async ({ url, name }) => {
      const target = stores.find(url);
      if (!target) return fail({ kind: 'not_found', message: NOT_LISTED() });
      const trimmed = name.trim();
      if (trimmed.length > STORE_NAME_MAX) return badName(coreText('store_name_too_long', { max: STORE_NAME_MAX }));
      if (/\p{Cc}/u.test(trimmed)) return badName(coreText('store_name_controls'));
      stores.save(upsertStore(deps.settings.get().stores, target.url, (s) => ({ ...s, customName: trimmed === '' ? null : trimmed })));
      stores.changed();
      return ok(stores.view());
    },

    'stores:remove': async ({ url }) => {
      later.flush(); // a note of who signed in, still waiting, names files to forget
      const target = stores.find(url);
      if (!target) return fail({ kind: 'not_found', message: NOT_LISTED() });
      const now = holder.url();
      if (now && sameStore(now, target.url)) {
        return refused(coreText('store_in_use', { store: displayName(target) }));
      }
      const pinned = stores.pinnedRefusal();
      if (pinned) return refused(pinned);
      stores.save(deps.settings.get().stores.filter((s) => s.url !== target.url));
      holder.forget(target.url);
      buyers.storeRemoved(target.url);
      await forgetStoreFiles(deps.dataDir, deps.settings, target);
      stores.changed();
      return ok(stores.view());
    },
  };
}
