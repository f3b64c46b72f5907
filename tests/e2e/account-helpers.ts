/** Shared steps for the account and contact specs (owner: ACCOUNT). */
import { expect, type Page } from '@playwright/test';
import type { App, LaunchOptions } from './harness';
import { logIn } from './commerce-helpers';
import { passthrough, type Passthrough } from './passthrough';

export const WIDE = { width: 1440, height: 900 };
export const NARROW = { width: 420, height: 860 };

/** A small catalogue: these specs are about the account, not the product list. */
export const SMALL: LaunchOptions = { products: 6, viewport: WIDE, path: '/login' };

/** Logs the demo customer in and opens `path` (e.g. '/account'), waiting for its heading. */
export async function openAs(app: App, path: string, heading: string): Promise<void> {
  await logIn(app.page);
  await app.goto(path);
  await expect(app.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The channels the page invokes from now on (the harness looks the binding up on each call). */
export async function recordCalls(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = globalThis as unknown as { __storefrontInvoke: (c: string, i: unknown) => Promise<unknown>; __calls: string[] };
    const original = w.__storefrontInvoke;
    w.__calls = [];
    w.__storefrontInvoke = (channel, input) => {
      w.__calls.push(channel);
      return original(channel, input);
    };
  });
  return () => page.evaluate(() => (globalThis as unknown as { __calls: string[] }).__calls);
}

/**
 * A pass-through proxy in front of the store that answers an empty province list for
 * `countryCode`: every country in the reference data has provinces, so this is how a test
 * meets one that has none (the form's free-text province).
 */
export function storeWithoutProvinces(storeUrl: string, countryCode: string): Promise<Passthrough> {
  return passthrough(storeUrl, (incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', storeUrl);
    if (url.pathname !== '/_api/get-province' || url.searchParams.get('country_code') !== countryCode) return false;
    outgoing.writeHead(200, { 'content-type': 'application/json' }).end('{"provinces":[]}');
    return true;
  });
}
