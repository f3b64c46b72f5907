import type { Shop } from '../../../contract/schemas/shop';

/**
 * What the last boot learnt of the store: its settings, and whether it came up without a customer.
 * The next boot shows the login screen from it at once, before the store answers; the store's
 * answer then replaces it (and moves a remembered customer on, or shows its maintenance or
 * redirect). Only the store's public settings are kept here, never anything of a customer.
 */
const KEY = 'wholesale-desk.boot';
const VERSION = 1;

interface Snapshot {
  v: number;
  storeUrl: string;
  shop: Shop;
  guest: boolean;
}

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  const { v, storeUrl, shop, guest } = value as Record<string, unknown>;
  return (
    v === VERSION &&
    typeof storeUrl === 'string' &&
    typeof guest === 'boolean' &&
    typeof shop === 'object' &&
    shop !== null &&
    typeof (shop as Record<string, unknown>).name === 'string'
  );
}

/** The last boot's shop settings for `storeUrl` when that boot had no customer; else null. */
export function guestBootSnapshot(storeUrl: string): Shop | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return isSnapshot(saved) && saved.storeUrl === storeUrl && saved.guest ? saved.shop : null;
  } catch {
    return null;
  }
}

/** Whether the last boot came up with a customer (its product list is then needed first). */
export function lastBootHadCustomer(): boolean {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return isSnapshot(saved) && !saved.guest;
  } catch {
    return false;
  }
}

/**
 * A customer logged in or out since the boot: the next boot must know, or it would show a login
 * screen to a buyer whose session is still there (and then jump to the list).
 */
export function noteBootCustomer(present: boolean): void {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (isSnapshot(saved) && saved.guest === present) localStorage.setItem(KEY, JSON.stringify({ ...saved, guest: !present }));
  } catch {
    // No storage: nothing was saved to correct.
  }
}

export function saveBootSnapshot(storeUrl: string, shop: Shop, guest: boolean): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ v: VERSION, storeUrl, shop, guest } satisfies Snapshot));
  } catch {
    // No storage: the next boot waits for the store, as the first one did.
  }
}
