/** Shared steps for the sign-in, maintenance and session specs (owner: AUTH). */
import { expect, type Page } from '@playwright/test';
import type { App, LaunchOptions } from './harness';

export const DEMO = { email: 'demo@wholesale.test', password: 'demo1234' };

/** A small catalogue: these specs test sign-in, not the product list. */
export const SMALL_STORE: LaunchOptions = { products: 6 };

/** The in-app route the page shows, e.g. '/login?redirect=%2Fcart'. */
export function routeOf(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '') || '/';
}

/** The in-app path of a mailed link (http://store/activation?token=... -> /activation?token=...). */
export function appPath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export function control(app: App) {
  if (!app.store) throw new Error('These specs need the harness to start the reference storefront.');
  return app.store.control;
}

export async function fillLogin(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
}

/**
 * Counts the DOM states, after each change, that show neither the login form nor the signed-in
 * layout: a blank window between the two. Read it with `blankStates()` once the next screen is up.
 */
export async function watchBlankStates(page: Page): Promise<() => Promise<number>> {
  // A string: the tests' tsconfig has no DOM types, rightly.
  // One observer per document: a second call only starts the count again.
  await page.evaluate(`(() => {
    window.__blankStates = 0;
    if (window.__blankWatch) return;
    window.__blankWatch = new MutationObserver(() => {
      if (!document.querySelector('form.auth-form') && !document.querySelector('.main-layout')) window.__blankStates += 1;
    });
    window.__blankWatch.observe(document, { subtree: true, childList: true });
  })()`);
  return () => page.evaluate(() => (globalThis as unknown as { __blankStates: number }).__blankStates);
}

/** Logs in through the form and waits until the login screen is gone. */
export async function logIn(page: Page, account = DEMO, options: { remember?: boolean } = {}): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await fillLogin(page, account);
  const remember = page.getByLabel('Remember me');
  if (options.remember === false) await remember.uncheck();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeHidden();
}

/**
 * Expects the field to be marked invalid and returns what it is described by (hint and error),
 * found through aria-describedby as a screen reader would.
 */
export async function invalidFieldText(page: Page, label: string): Promise<string> {
  const input = page.getByLabel(label, { exact: true });
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}
