import { CookieJar } from 'tough-cookie';
import type { SecretBox, SettingsStore } from '../deps';

/**
 * Keeps the cookie jar across restarts, but only for a buyer who chose "remember me" and only
 * where the OS offers a real key store: the jar is written encrypted or not at all (S8).
 * A jar exists in the settings only while "remember me" is on, so its presence is the flag.
 * Each jar is saved with the store origin it belongs to and restored only for that origin: a
 * session is never sent to another store (a --store-url override, a demo store on a new port).
 */
export interface SessionStore {
  /** The jar the last run saved for `storeUrl`'s origin, or null. A jar that cannot be decrypted is dropped. */
  restore(storeUrl: string): CookieJar | null;
  /** After a login to `storeUrl`: remember (and save now) or forget any saved jar. */
  setRemember(remember: boolean, jar: CookieJar, storeUrl: string): void;
  /** After an answer that set cookies: save a little later, once for a burst of answers. */
  changed(jar: CookieJar, storeUrl: string): void;
  /** Logout, store change, kiosk idle: forget the saved jar. */
  clear(): void;
  /** Write any pending save now (app quitting). */
  flush(): void;
}

const originOf = (url: string): string => new URL(url).origin;

export function createSessionStore(settings: SettingsStore, secretBox: SecretBox, debounceMs: number): SessionStore {
  // Set by a successful restore or a login with "remember me"; a jar of another store does not count.
  let remember = false;
  let pending: { jar: CookieJar; origin: string; timer: NodeJS.Timeout } | null = null;

  const writeJar = (jar: string | null, origin: string | null) => settings.set({ session: { jar, origin } });
  const cancelPending = () => {
    if (pending) clearTimeout(pending.timer);
    pending = null;
  };
  const save = (jar: CookieJar, origin: string) => {
    if (!remember || !secretBox.isAvailable()) return;
    try {
      writeJar(secretBox.encrypt(JSON.stringify(jar.serializeSync())), origin);
    } catch (error) {
      console.error('session: the cookie jar could not be saved', error);
    }
  };
  const forget = () => {
    cancelPending();
    const saved = settings.get().session;
    if (saved.jar !== null || saved.origin !== null) writeJar(null, null);
  };

  return {
    restore(storeUrl) {
      const saved = settings.get().session;
      if (saved.jar === null) return null;
      // A jar from before origins were saved belongs to no store it could be matched with.
      if (saved.origin === null) {
        forget();
        return null;
      }
      // Another store's jar is kept, not deleted: the buyer may go back to that store.
      if (saved.origin !== originOf(storeUrl)) return null;
      if (!secretBox.isAvailable()) {
        forget();
        return null;
      }
      try {
        const jar = CookieJar.deserializeSync(JSON.parse(secretBox.decrypt(saved.jar)));
        remember = true;
        return jar;
      } catch {
        forget();
        return null;
      }
    },
    setRemember(flag, jar, storeUrl) {
      remember = flag && secretBox.isAvailable();
      if (remember) {
        cancelPending();
        save(jar, originOf(storeUrl));
      } else forget();
    },
    changed(jar, storeUrl) {
      if (!remember) return;
      cancelPending();
      const origin = originOf(storeUrl);
      const timer = setTimeout(() => {
        pending = null;
        save(jar, origin);
      }, debounceMs);
      timer.unref?.();
      pending = { jar, origin, timer };
    },
    clear() {
      remember = false;
      forget();
    },
    flush() {
      if (!pending) return;
      const { jar, origin } = pending;
      cancelPending();
      save(jar, origin);
    },
  };
}
