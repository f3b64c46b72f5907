/** Shared steps for the order specs (owner: ORDERS): the store's own view of the demo orders. */
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { App } from './harness';
import type { Order, OrderListItem } from '../../contract/schemas/orders';
import { CURRENCY_SIGN } from './commerce-helpers';

/** The customer's orders as the store lists them (GET /_api/account), newest first. */
export async function storeOrders(app: App): Promise<OrderListItem[]> {
  const account = await app.core.handlers['account:get']({});
  if (!account.ok) throw new Error(account.error.message);
  return account.data.orders;
}

export async function storeOrder(app: App, token: string): Promise<Order> {
  const order = await app.core.handlers['orders:get']({ token });
  if (!order.ok) throw new Error(order.error.message);
  return order.data;
}

/** The first seeded order (newest first) the store describes as `wanted`. */
export async function findOrder(app: App, wanted: (order: Order) => boolean, what: string): Promise<Order> {
  for (const item of await storeOrders(app)) {
    const order = await storeOrder(app, item.token);
    if (wanted(order)) return order;
  }
  throw new Error(`no seeded order is ${what}`);
}

/** Opens an order page and waits for its heading. */
export async function openOrder(app: App, order: Pick<Order, 'token' | 'name'>): Promise<void> {
  await app.goto(`/order/${order.token}`);
  await expect(app.page.getByRole('heading', { level: 1, name: `Order ${order.name}` })).toBeVisible();
}

/** Money as the order page prints it in English, negatives included ('-RM 1,234.50'). */
export function signedMoney(amount: number, currency = 'MYR'): RegExp {
  const text = Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return new RegExp(`${amount < 0 ? '-' : ''}${CURRENCY_SIGN[currency] ?? `${currency}\\s`}${escapeRegExp(text)}`);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The open cart as the store has it now: token, subtotal and lines. */
export async function storeCart(app: App) {
  const global = await app.core.handlers['shop:global']({});
  if (!global.ok) throw new Error(global.error.message);
  const token = global.data.customer?.cart_token;
  if (!token) return null;
  const cart = await app.core.handlers['cart:retrieve']({ cart_token: token });
  if (!cart.ok) throw new Error(cart.error.message);
  return cart.data;
}

/** A locator for the toast bar's message (toasts stay ~3 s). */
export function toast(page: Page, text: string) {
  return page.locator('.toast').filter({ hasText: text });
}

/** The store API's order date in en_US: '5 March 2025, 3:07 pm' (day, month name, year, 12-hour time). */
export function orderDate(iso: string): string {
  const date = new Date(iso);
  const month = date.toLocaleString('en-US', { month: 'long' });
  const hour = date.getHours() % 12 || 12;
  const minute = String(date.getMinutes()).padStart(2, '0');
  return `${date.getDate()} ${month} ${date.getFullYear()}, ${hour}:${minute} ${date.getHours() < 12 ? 'am' : 'pm'}`;
}

/**
 * Writes a file for the harness's file picker to hand out next. `sparseSize` makes a file of that
 * size without writing its bytes (for the over-10-MB refusal).
 */
export function pickFile(app: App, name: string, contents: string | Buffer | { sparseSize: number }): PickedFileInfo {
  const path = join(mkdtempSync(join(tmpdir(), 'orders-e2e-')), name);
  let size: number;
  if (typeof contents === 'object' && !Buffer.isBuffer(contents)) {
    writeFileSync(path, '');
    truncateSync(path, contents.sparseSize);
    size = contents.sparseSize;
  } else {
    writeFileSync(path, contents);
    size = Buffer.byteLength(contents);
  }
  const file = { path, name, size };
  app.setPickedFile(file);
  return file;
}

export type PickedFileInfo = { path: string; name: string; size: number };
