/** Shared steps for the catalogue, cart and preview specs (owner: COMMERCE-UI). */
import { expect, type Page } from '@playwright/test';
import { DEMO, fillLogin, routeOf } from './auth-helpers';

export { DEMO };

/** Logs in through the login form and waits for the product list. */
export async function logIn(page: Page, account = DEMO): Promise<void> {
  await fillLogin(page, account);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
}

/** The hash route the app shows, e.g. '/cart'. */
export async function currentPath(page: Page): Promise<string> {
  return routeOf(page);
}

/** How the app writes each store currency's sign before an English amount: 'RM 9.00', 'NT$1,200' (Intl's no-break space). */
export const CURRENCY_SIGN: Readonly<Record<string, string>> = { MYR: 'RM\\s', IDR: 'Rp\\s', TWD: 'NT\\$', USD: '\\$' };

/** Money as the app prints it in English, e.g. money(9) -> /RM\s9\.00/. */
export function money(amount: number, currency = 'MYR'): RegExp {
  const text = amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return new RegExp(`${CURRENCY_SIGN[currency] ?? `${currency}\\s`}${text.replace(/[.,]/g, (c) => `\\${c}`)}`);
}
