import { CookieJar } from 'tough-cookie';
import { startStorefront, type RunningStorefront } from '../../../server/index';
import type { SecretBox } from '../../../electron/core/index';

export const DEMO = { email: 'demo@wholesale.test', password: 'demo1234' };
export const OTHER = { email: 'other@wholesale.test', password: 'other1234' };

/** The reference storefront in-process, small catalogue, its own temp data dir. */
export const startTestStore = (): Promise<RunningStorefront> => startStorefront({ port: 0, products: 12 });

/** Opens a saved (encrypted) jar the way only the app could, to inspect or tamper with it in a test. */
export function openSavedJar(secretBox: SecretBox, saved: string): CookieJar {
  return CookieJar.deserializeSync(JSON.parse(secretBox.decrypt(saved)));
}

export function sealJar(secretBox: SecretBox, jar: CookieJar): string {
  return secretBox.encrypt(JSON.stringify(jar.serializeSync()));
}

export function cookieValue(jar: CookieJar, url: string, key: string): string | null {
  return jar.getCookiesSync(url).find((c) => c.key === key)?.value ?? null;
}
