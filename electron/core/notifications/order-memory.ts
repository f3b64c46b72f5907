import type { SettingsStore } from '../deps';
import { MAX_CUSTOMERS, MAX_ORDERS_PER_CUSTOMER, type OrderMemory, type SeenOrder } from './watched-orders';

/**
 * What the watcher saw last, per store and customer, kept in the settings file so a change made
 * while the app was closed is still told at the next login. Bounded: the newest orders of the
 * customers checked most recently.
 */
export function createOrderMemory(settings: SettingsStore) {
  const all = (): OrderMemory => settings.get().orderStatuses;
  return {
    /** Null when this customer was never checked here: the first check only records. */
    recall(key: string): SeenOrder[] | null {
      return all().find((entry) => entry.key === key)?.orders ?? null;
    },
    remember(key: string, orders: SeenOrder[]): void {
      const others = all().filter((entry) => entry.key !== key);
      const next = [{ key, orders: orders.slice(0, MAX_ORDERS_PER_CUSTOMER) }, ...others].slice(0, MAX_CUSTOMERS);
      settings.set({ orderStatuses: next });
    },
    forget(key: string): void {
      const next = all().filter((entry) => entry.key !== key);
      if (next.length !== all().length) settings.set({ orderStatuses: next });
    },
  };
}

/** True when a new list differs from the remembered one in anything kept (so unchanged checks write nothing). */
export function sameOrders(a: readonly SeenOrder[], b: readonly SeenOrder[]): boolean {
  return a.length === b.length && a.every((order, i) => JSON.stringify(order) === JSON.stringify(b[i]));
}
