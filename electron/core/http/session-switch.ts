import type { CookieJar } from 'tough-cookie';
import type { Channel } from '../../../contract/contract';

/** Calls after which the store's session is another one (a login issues a new id, a logout a guest one). */
const SWITCHES = new Set<Channel>(['auth:login', 'auth:logout']);

/** The cookie jar interface got takes per request. */
export interface RequestCookieJar {
  getCookieString(url: string): Promise<string>;
  setCookie(rawCookie: string, url: string): Promise<unknown>;
}

export interface SessionSwitch {
  /** Runs one call: a login or logout as a switch, any other call after a switch under way has ended. */
  run<T>(channel: Channel, call: (sentIn: number) => Promise<T>): Promise<T>;
  /** The session now; a call answered about an earlier one (`sentIn` older) speaks for a session that is gone. */
  current(): number;
  /** The jar for a request sent in session `sentIn`: its answer's cookies are kept only while that session lasts. */
  jarFor(sentIn: number): RequestCookieJar;
}

/**
 * A login replaces the store's session: Laravel, like the reference store, drops the old one and
 * issues a new cookie, and answers a request under a dropped cookie with a fresh guest cookie (or,
 * Laravel, the old one again). A catalogue walk page or a probe still out during a login would
 * land its cookie over the buyer's new session, and the next call would meet "Your session has
 * ended". So each request carries the session it was sent in: an answer from an older session
 * leaves the jar alone, and calls asked for while a login or logout is out wait for its answer
 * instead of going out under a session that is being replaced.
 */
export function createSessionSwitch(jar: CookieJar): SessionSwitch {
  let session = 0;
  let switching: Promise<unknown> = Promise.resolve();

  return {
    async run(channel, call) {
      if (!SWITCHES.has(channel)) {
        await switching;
        return call(session);
      }
      const before = switching;
      const done = (async () => {
        await before;
        session += 1;
        return call(session);
      })();
      switching = done.catch(() => undefined);
      return done;
    },
    current: () => session,
    jarFor: (sentIn) => ({
      getCookieString: (url) => jar.getCookieString(url),
      setCookie: async (rawCookie, url) => (sentIn === session ? jar.setCookie(rawCookie, url) : undefined),
    }),
  };
}
