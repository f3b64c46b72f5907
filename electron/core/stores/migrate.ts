import type { SettingsStore } from '../deps';
import { findStore, upsertStore, withDemoStore, type StoreRecord } from './store-list';

/**
 * Brings the settings of this run into the store list: the one saved login of a version before
 * the list moves into `sessions` (a jar saved without its origin belongs to no store and is
 * dropped, as before), and the saved store, a --store-url override and the demo store are listed.
 * A saved store that pointed at an earlier run's demo port follows the demo store to its new port.
 */
export function migrateStores(settings: SettingsStore, options: { override?: string; demo?: string }): void {
  const s = settings.get();
  let stores: StoreRecord[] = s.stores;
  let sessions = s.sessions;
  let storeUrl = s.storeUrl;
  const legacy = s.session;
  if (legacy.jar !== null && legacy.origin !== null && !sessions.some((x) => x.origin === legacy.origin)) {
    sessions = [...sessions, { origin: legacy.origin, jar: legacy.jar }];
  }
  if (options.demo) {
    const oldDemo = stores.find((x) => x.demo);
    if (oldDemo && storeUrl && findStore([oldDemo], storeUrl)) storeUrl = options.demo;
    stores = withDemoStore(stores, options.demo);
  }
  if (storeUrl) stores = upsertStore(stores, storeUrl);
  if (options.override) stores = upsertStore(stores, options.override);

  const legacyLeft = legacy.jar !== null || legacy.origin !== null;
  const changed = legacyLeft || storeUrl !== s.storeUrl || JSON.stringify(stores) !== JSON.stringify(s.stores);
  if (changed) settings.set({ stores, sessions, storeUrl, session: { jar: null, origin: null } });
}
