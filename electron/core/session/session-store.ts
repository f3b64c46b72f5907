import { CookieJar } from 'tough-cookie';
import type { SecretBox, SettingsStore } from '../deps';

/**
 * Keeps the cookie jar across restarts, but only for a buyer who chose "remember me" and only
 * where the OS offers a real key store: the jar is written encrypted or not at all (S8).
 * A jar exists in the settings only while "remember me" is on, so its presence is the flag.
 */
export interface SessionStore {
  /** The jar saved by the last run, or null. A jar that cannot be decrypted is dropped. */
  restore(): CookieJar | null;
  /** After a login: remember (and save now) or forget any saved jar. */
  setRemember(remember: boolean, jar: CookieJar): void;
  /** After an answer that set cookies: save a little later, once for a burst of answers. */
  changed(jar: CookieJar): void;
  /** Logout, store change, kiosk idle: forget the saved jar. */
  clear(): void;
  /** Write any pending save now (app quitting). */
  flush(): void;
}

export function createSessionStore(settings: SettingsStore, secretBox: SecretBox, debounceMs: number): SessionStore {
  let remember = settings.get().session.jar !== null && secretBox.isAvailable();
  let pending: { jar: CookieJar; timer: NodeJS.Timeout } | null = null;

  const writeJar = (value: string | null) => settings.set({ session: { jar: value } });
  const cancelPending = () => {
    if (pending) clearTimeout(pending.timer);
    pending = null;
  };
  const save = (jar: CookieJar) => {
    if (!remember || !secretBox.isAvailable()) return;
    try {
      writeJar(secretBox.encrypt(JSON.stringify(jar.serializeSync())));
    } catch (error) {
      console.error('session: the cookie jar could not be saved', error);
    }
  };
  const forget = () => {
    cancelPending();
    if (settings.get().session.jar !== null) writeJar(null);
  };

  return {
    restore() {
      const saved = settings.get().session.jar;
      if (saved === null) return null;
      if (!secretBox.isAvailable()) {
        forget();
        return null;
      }
      try {
        return CookieJar.deserializeSync(JSON.parse(secretBox.decrypt(saved)));
      } catch {
        remember = false;
        forget();
        return null;
      }
    },
    setRemember(flag, jar) {
      remember = flag && secretBox.isAvailable();
      if (remember) {
        cancelPending();
        save(jar);
      } else forget();
    },
    changed(jar) {
      if (!remember) return;
      cancelPending();
      const timer = setTimeout(() => {
        pending = null;
        save(jar);
      }, debounceMs);
      timer.unref?.();
      pending = { jar, timer };
    },
    clear() {
      remember = false;
      forget();
    },
    flush() {
      if (!pending) return;
      const { jar } = pending;
      cancelPending();
      save(jar);
    },
  };
}
