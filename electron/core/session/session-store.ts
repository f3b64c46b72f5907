import { CookieJar } from 'tough-cookie';
import type { SecretBox, SettingsStore } from '../deps';

/**
 * Keeps cookie jars across restarts, but only for a buyer who chose "remember me" and only where
 * the OS offers a real key store: a jar is written encrypted or not at all, never in clear. A jar
 * exists in the settings only while "remember me" is on for its store, so its presence is the flag.
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
  /** Logout, kiosk idle, a store removed: forget that store's saved jar. */
  clear(storeUrl: string): void;
  /** A login is saved for this store. */
  remembered(storeUrl: string): boolean;
  /** The buyer a remembered login signs in is `email` (kept encrypted beside the jar). */
  rememberBuyer(storeUrl: string, email: string): void;
  /** The e-mail of the buyer the saved login of `storeUrl` signs in, or null (none saved, or unknown yet). */
  rememberedBuyer(storeUrl: string): string | null;
  /** Write any pending save now (app quitting, another store opened). */
  flush(): void;
}

const originOf = (url: string): string => new URL(url).origin;

export function createSessionStore(settings: SettingsStore, secretBox: SecretBox, debounceMs: number): SessionStore {
  // Origins restored or logged in to with "remember me" in this run; a jar of another store does not count.
  const remember = new Set<string>();
  /** The buyer each remembered login signs in, by origin, as read or learnt in this run. */
  const buyers = new Map<string, string>();
  const pending = new Map<string, { jar: CookieJar; timer: NodeJS.Timeout }>();

  const writeJar = (origin: string, saved: { jar: string; buyer?: string } | null) => {
    const others = settings.get().sessions.filter((s) => s.origin !== origin);
    settings.set({ sessions: saved === null ? others : [...others, { origin, ...saved }] });
  };
  const cancelPending = (origin: string) => {
    const waiting = pending.get(origin);
    if (waiting) clearTimeout(waiting.timer);
    pending.delete(origin);
  };
  const save = (jar: CookieJar, origin: string) => {
    if (!remember.has(origin) || !secretBox.isAvailable()) return;
    try {
      const buyer = buyers.get(origin);
      writeJar(origin, { jar: secretBox.encrypt(JSON.stringify(jar.serializeSync())), ...(buyer ? { buyer: secretBox.encrypt(buyer) } : {}) });
    } catch (error) {
      console.error('session: the cookie jar could not be saved', error);
    }
  };
  const forget = (origin: string) => {
    cancelPending(origin);
    remember.delete(origin);
    buyers.delete(origin);
    if (settings.get().sessions.some((s) => s.origin === origin)) writeJar(origin, null);
  };

  const saveIn = (jar: CookieJar, origin: string, ms: number) => {
    cancelPending(origin);
    const timer = setTimeout(() => {
      pending.delete(origin);
      save(jar, origin);
    }, ms);
    timer.unref?.();
    pending.set(origin, { jar, timer });
  };

  return {
    restore(storeUrl) {
      const origin = originOf(storeUrl);
      const saved = settings.get().sessions.find((s) => s.origin === origin);
      if (!saved) return null;
      if (!secretBox.isAvailable()) {
        forget(origin);
        return null;
      }
      try {
        const jar = CookieJar.deserializeSync(JSON.parse(secretBox.decrypt(saved.jar)));
        remember.add(origin);
        // A login saved before the buyer was kept beside it: learnt again at the store's next answer.
        if (saved.buyer) buyers.set(origin, secretBox.decrypt(saved.buyer));
        return jar;
      } catch {
        forget(origin);
        return null;
      }
    },
    setRemember(flag, jar, storeUrl) {
      const origin = originOf(storeUrl);
      if (!flag || !secretBox.isAvailable()) return forget(origin);
      remember.add(origin);
      // Who this login signs in is told by the buyer session once the login has answered.
      buyers.delete(origin);
      // On the next turn, not before the login's answer: the write (encrypt, settings file) then
      // overlaps the reads that follow a login instead of delaying them. flush() writes it at quit.
      saveIn(jar, origin, 0);
    },
    changed(jar, storeUrl) {
      const origin = originOf(storeUrl);
      if (remember.has(origin)) saveIn(jar, origin, debounceMs);
    },
    clear: (storeUrl) => forget(originOf(storeUrl)),
    remembered: (storeUrl) => settings.get().sessions.some((s) => s.origin === originOf(storeUrl)),
    rememberBuyer(storeUrl, email) {
      const origin = originOf(storeUrl);
      if (!remember.has(origin) || buyers.get(origin) === email) return;
      buyers.set(origin, email);
      const waiting = pending.get(origin);
      const saved = settings.get().sessions.find((s) => s.origin === origin);
      if (waiting) return; // the save on its way writes the buyer too
      if (saved && secretBox.isAvailable()) {
        try {
          writeJar(origin, { jar: saved.jar, buyer: secretBox.encrypt(email) });
        } catch (error) {
          console.error('session: the remembered buyer could not be saved', error);
        }
      }
    },
    rememberedBuyer: (storeUrl) => {
      const origin = originOf(storeUrl);
      return remember.has(origin) ? (buyers.get(origin) ?? null) : null;
    },
    flush() {
      for (const [origin, { jar }] of [...pending]) {
        cancelPending(origin);
        save(jar, origin);
      }
    },
  };
}
