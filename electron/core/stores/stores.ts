import type { StoresView } from '../../../contract/schemas/stores';
import type { CoreDeps } from '../deps';
import type { StoreHolder } from '../store-holder';
import { customerTraces } from './store-files';
import { nextZoom } from '../desktop-menu/zoom';
import type { LanguageChoice } from '../../../resources/locales/languages';
import { displayName, findStore, keptRoute, safeAppPath, sameStore, traceCustomer, upsertStore, type StoreRecord } from './store-list';
import { coreText } from '../language/core-text';

export type StoresDeps = Pick<CoreDeps, 'settings' | 'emit' | 'kiosk' | 'dataDir' | 'reloadWindow'>;

/**
 * The store list of the settings and what changes it: which store is current, the
 * screen each was left on, names and logos from /_api/global, and the switch itself. A switch
 * starts the window afresh (the page's policy names the store's images) on the target's last screen.
 */
export function createStoreList(deps: StoresDeps, holder: StoreHolder, kioskLocked: () => boolean, signedIn: (url: string) => boolean) {
  let launchPath: string | null = null;
  // The last screen is offered to the run's first page only: a reload keeps the page's own path.
  let lastScreenTaken = false;
  // The screens left this run, whole (an order's page included): the settings keep only their routes (keptRoute).
  const leftThisRun = new Map<string, string>();
  const remember = (url: string, path: string | null) => {
    const record = findStore(list(), url);
    if (!record) return;
    if (path) leftThisRun.set(record.url, path);
    else leftThisRun.delete(record.url);
  };
  const list = () => deps.settings.get().stores;
  const save = (stores: StoreRecord[]) => deps.settings.set({ stores });
  const current = () => holder.url();

  const view = (): StoresView => ({
    stores: list().map((s) => ({
      url: s.url,
      name: displayName(s),
      store_name: s.storeName,
      renamed: s.customName !== null,
      logo_url: s.logoUrl,
      current: current() !== null && sameStore(s.url, current()!),
      signed_in: signedIn(s.url),
    })),
    pinned: (deps.kiosk ?? false) && kioskLocked(),
  });
  const changed = () => deps.emit('stores:changed', view());
  const zoomNow = (): number => {
    const url = current();
    return url ? (findStore(list(), url)?.zoom ?? 1) : 1;
  };

  const pinnedMessage = () => {
    const url = current();
    const record = url ? findStore(list(), url) : undefined;
    const store = record ? displayName(record) : url ? new URL(url).host : null;
    return store ? coreText('kiosk_pinned', { store }) : coreText('kiosk_pinned_own');
  };

  return {
    view,
    changed,
    find: (url: string) => findStore(list(), url),
    /** A locked kiosk refuses other stores: the message to give, or null. */
    pinnedRefusal: (): string | null => (view().pinned ? pinnedMessage() : null),
    /**
     * Adds `url` (if new) and makes it the current store in the settings; the holder is told by the
     * caller. `fromPath` is remembered for the store `left` (by default the one in use).
     */
    makeCurrent(url: string, fromPath?: string, left: string | null = current()) {
      let stores = list();
      if (left && fromPath !== undefined && !sameStore(left, url)) {
        stores = upsertStore(stores, left, (s) => ({ ...s, lastPath: safeAppPath(fromPath) }));
        remember(left, safeAppPath(fromPath));
      }
      stores = upsertStore(stores, url, (s) => ({ ...s, lastUsed: Date.now() }));
      deps.settings.set({ stores, storeUrl: findStore(stores, url)!.url });
    },
    /** The window starts afresh on the current store at `path` (its last screen, a link's page, or '/'). */
    reloadAt(path: string | null) {
      launchPath = path ?? '/';
      deps.reloadWindow?.();
    },
    /** The page's first screen at boot (a launch link's, on the store it belongs to). */
    setLaunchPath(path: string) {
      launchPath = path;
    },
    lastPath: (url: string) => {
      const record = findStore(list(), url);
      return record ? (leftThisRun.get(record.url) ?? record.lastPath) : null;
    },
    /** The page shows `path` on the current store: kept as its last screen (written only when it changed). */
    noteScreen(url: string, path: string) {
      const safe = safeAppPath(path);
      if (!safe) return;
      remember(url, safe);
      if (findStore(list(), url)?.lastPath === keptRoute(safe)) return;
      save(upsertStore(list(), url, (s) => ({ ...s, lastPath: safe })));
    },
    /** The window's zoom on the current store (100 % until changed). */
    zoom: () => zoomNow(),
    /** Ctrl/Cmd with +, - or 0 (or the wheel): the next step, kept for the current store. */
    changeZoom(direction: 'in' | 'out' | 'reset'): number {
      const url = current();
      const next = nextZoom(zoomNow(), direction);
      if (url && findStore(list(), url)) save(upsertStore(list(), url, (s) => ({ ...s, zoom: next })));
      return next;
    },
    /** Where this run's first page opens when no link names a page; a kiosk always opens at its start. */
    takeLastScreen(): string | null {
      if (lastScreenTaken || deps.kiosk) return null;
      lastScreenTaken = true;
      const url = current();
      return url ? (findStore(list(), url)?.lastPath ?? null) : null;
    },
    takeLaunchPath(): string | null {
      const path = launchPath;
      launchPath = null;
      return path;
    },
    /** The language chosen for the current store, and the store's locale as last seen. */
    languageOf(): { choice: LanguageChoice; storeLocale: string | null } {
      const url = current();
      const record = url ? findStore(list(), url) : undefined;
      return { choice: record?.language ?? 'store', storeLocale: record?.storeLocale ?? null };
    },
    /** The buyer's language for the current store; false when no store is in use or it could not be written. */
    chooseLanguage(choice: LanguageChoice): boolean {
      const url = current();
      if (!url || !findStore(list(), url)) return false;
      return save(upsertStore(list(), url, (s) => ({ ...s, language: choice })));
    },
    /** The current store's /_api/global answered: its name, logo and locale. */
    globalSeen(url: string, shop: { name: string; logo_url: string | null; locale: string | null }) {
      const logo = shop.logo_url ? absolute(shop.logo_url, url) : null;
      const storeLocale = shop.locale ? shop.locale.slice(0, 35) : null;
      const next = upsertStore(list(), url, (s) => ({ ...s, storeName: shop.name.slice(0, 200) || null, logoUrl: logo, storeLocale }));
      if (JSON.stringify(next) === JSON.stringify(list())) return;
      save(next);
      changed();
    },
    /** A customer is in at `url` (a login, /_api/global naming one): the files the store keeps of theirs are traced. */
    noteCustomer(url: string, email: string) {
      const next = traced(list(), url, email);
      if (JSON.stringify(next) !== JSON.stringify(list())) save(next);
    },
    save,
  };

  function traced(stores: StoreRecord[], url: string, email: string): StoreRecord[] {
    const { files, orderKey } = customerTraces(deps.dataDir, url, email);
    return upsertStore(stores, url, (s) => traceCustomer(s, files, orderKey));
  }
}
export type StoreList = ReturnType<typeof createStoreList>;

/** A logo address as the store gave it, made absolute against the store; only http(s) is kept. */
function absolute(logo: string, base: string): string | null {
  try {
    const url = new URL(logo, base);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.href.length <= 2083 ? url.href : null;
  } catch {
    return null;
  }
}
