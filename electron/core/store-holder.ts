import type { CookieJar } from 'tough-cookie';
import type { CoreDeps, Emit } from './deps';
import { createConnection, type Connection } from './http/connection';
import { createSessionStore, type SessionStore } from './session/session-store';
import { migrateStores } from './stores/migrate';

const DEFAULTS = { request: 15_000, retryBackoff: 1_000, probe: 15_000, sessionSave: 1_000 };

const originOf = (url: string) => new URL(url).origin;

/**
 * Owns "the store we talk to": its address (override > settings > demo), its one connection, and
 * the cookie jar of every store used in this run: a store switched away from and back
 * keeps its customer, remembered or not. Logging out forgets the current store's session only.
 */
export interface StoreHolder {
  url(): string | null;
  connection(): Connection | null;
  /** A throwaway connection to check an address before it is adopted. */
  probeConnection(url: string): Connection;
  /** Make `url` the store; its jar of this run (or its remembered one) comes back, the store left keeps its own. */
  adopt(url: string, checked?: Connection): void;
  session: SessionStore;
  /** Forget every cookie of the current store, in memory and on disk. */
  clearSession(): void;
  /**
   * Kiosk idle logout: the customer is forgotten here at once, whether or not the store answers.
   * The connection is replaced (calls still out are aborted, so no late answer of the last buyer
   * can set a cookie or fill a cache again); `tellStore` then ends the session on the store in the
   * background, through a throwaway connection holding a copy of the old cookies.
   */
  endSession(tellStore: (old: Connection) => Promise<unknown>): void;
  /** A customer logged in (maybe another one than before). */
  sessionStarted(): void;
  /** A store removed from the list: its jar of this run and its saved login go. Not the current store. */
  forget(url: string): void;
  /**
   * Called whenever the customer session or the store changes. Its one listener is the buyer session,
   * which tells everyone else (`BuyerSession.onChange`, `session: true`).
   */
  onSessionChange(listener: () => void): () => void;
  dispose(): void;
}

export function createStoreHolder(deps: CoreDeps): StoreHolder {
  const timing = { ...DEFAULTS, ...deps.timeouts };
  migrateStores(deps.settings, { override: deps.storeUrlOverride, demo: deps.demoStoreUrl });
  const session = createSessionStore(deps.settings, deps.secretBox, timing.sessionSave);
  let current: Connection | null = null;
  /** The jars of stores left in this run, by origin. */
  const jars = new Map<string, CookieJar>();

  /** `live` connections report to the app (while current) and have their cookies saved; probes do neither. */
  const connect = (baseUrl: string, jar: CookieJar | undefined, live: boolean): Connection => {
    const emit: Emit = (event, payload) => {
      if (current !== connection) return;
      deps.emit(event, payload);
    };
    const connection: Connection = createConnection({
      baseUrl,
      jar,
      emit: live ? emit : () => undefined,
      requestTimeout: timing.request,
      retryBackoff: timing.retryBackoff,
      probeEvery: timing.probe,
      maxAnswerBytes: deps.limits?.answerBytes,
      // Only the connection in use saves: a replaced one's late answers are the last buyer's.
      onCookiesChanged: live ? () => current === connection && session.changed(connection.jar, baseUrl) : undefined,
    });
    return connection;
  };

  const initialUrl = deps.storeUrlOverride ?? deps.settings.get().storeUrl ?? deps.demoStoreUrl ?? null;
  if (initialUrl) current = connect(initialUrl, session.restore(initialUrl) ?? undefined, true);

  const listeners = new Set<() => void>();
  const sessionChanged = () => {
    for (const listener of [...listeners]) listener();
  };

  const clearSession = () => {
    if (current) {
      current.jar.removeAllCookiesSync();
      session.clear(current.baseUrl);
    }
    sessionChanged();
  };

  return {
    url: () => current?.baseUrl ?? null,
    connection: () => current,
    // A check must not tell the app the real store went offline, nor save its cookies.
    probeConnection: (url) => connect(url, undefined, false),
    adopt(url, checked) {
      if (current && originOf(current.baseUrl) === originOf(url)) return;
      const origin = originOf(url);
      session.flush();
      if (current) {
        jars.set(originOf(current.baseUrl), current.jar);
        current.dispose();
      }
      // This run's jar first (a customer without "remember me" stays), else the remembered one.
      const jar = jars.get(origin) ?? session.restore(url) ?? checked?.jar;
      jars.delete(origin);
      current = connect(url, jar, true);
      checked?.dispose();
      sessionChanged();
    },
    session,
    clearSession,
    endSession(tellStore) {
      const old = current;
      if (!old) return clearSession();
      const oldCookies = old.jar.cloneSync();
      current = connect(old.baseUrl, undefined, true);
      // The page already shows the store as offline: the new connection must be able to say it is back.
      if (!old.connectivity.isOnline()) current.connectivity.unreachable();
      old.dispose();
      old.jar.removeAllCookiesSync();
      session.clear(old.baseUrl);
      sessionChanged();
      const teller = connect(old.baseUrl, oldCookies, false);
      void tellStore(teller)
        .catch((error: unknown) => console.error('[kiosk] the store was not told of the idle logout', error))
        .finally(() => teller.dispose());
    },
    sessionStarted: sessionChanged,
    forget(url) {
      const origin = originOf(url);
      if (current && originOf(current.baseUrl) === origin) return;
      jars.delete(origin);
      session.clear(url);
    },
    onSessionChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      session.flush();
      current?.dispose();
    },
  };
}
