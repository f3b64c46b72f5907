import type { CookieJar } from 'tough-cookie';
import type { CoreDeps } from './deps';
import { createConnection, type Connection } from './http/connection';
import { createSessionStore, type SessionStore } from './session/session-store';

const DEFAULTS = { request: 15_000, retryBackoff: 1_000, probe: 15_000, sessionSave: 1_000 };

/**
 * Owns "the store we talk to": its address (override > settings > demo), its one connection
 * and cookie jar, and the saved session. Switching store or logging out forgets the session.
 */
export interface StoreHolder {
  url(): string | null;
  connection(): Connection | null;
  /** A throwaway connection to check an address before it is adopted. */
  probeConnection(url: string): Connection;
  /** Make `url` the store; a different origin starts with an empty jar and no saved session. */
  adopt(url: string, checked?: Connection): void;
  session: SessionStore;
  /** Forget every cookie, in memory and on disk. */
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
  /** Called whenever the customer session or the store changes: what was kept for the old one is stale. */
  onSessionChange(listener: () => void): () => void;
  dispose(): void;
}

export function createStoreHolder(deps: CoreDeps): StoreHolder {
  const timing = { ...DEFAULTS, ...deps.timeouts };
  const session = createSessionStore(deps.settings, deps.secretBox, timing.sessionSave);
  let current: Connection | null = null;

  /** `live` connections report to the app and have their cookies saved; probes do neither. */
  const connect = (baseUrl: string, jar: CookieJar | undefined, live: boolean): Connection => {
    const connection: Connection = createConnection({
      baseUrl,
      jar,
      emit: live ? deps.emit : () => undefined,
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
    current?.jar.removeAllCookiesSync();
    session.clear();
    sessionChanged();
  };

  return {
    url: () => current?.baseUrl ?? null,
    connection: () => current,
    // A check must not tell the app the real store went offline, nor save its cookies.
    probeConnection: (url) => connect(url, undefined, false),
    adopt(url, checked) {
      if (current && new URL(current.baseUrl).origin === new URL(url).origin) return;
      clearSession();
      current?.dispose();
      current = connect(url, checked?.jar, true);
      checked?.dispose();
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
      session.clear();
      sessionChanged();
      const teller = connect(old.baseUrl, oldCookies, false);
      void tellStore(teller)
        .catch((error: unknown) => console.error('[kiosk] the store was not told of the idle logout', error))
        .finally(() => teller.dispose());
    },
    sessionStarted: sessionChanged,
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
