import type { Shop } from '../../../contract/schemas/shop';

export type StoreAvailability = 'open' | 'maintenance' | 'unavailable';

/**
 * A store that is disabled, or on a plan below 6 (0 = no plan restriction), is
 * unavailable; a status other than 1 is maintenance. Both send every screen to /maintenance.
 */
export function storeAvailability(shop: Pick<Shop, 'is_enabled' | 'status' | 'plan_id'>): StoreAvailability {
  if (!shop.is_enabled) return 'unavailable';
  if (shop.plan_id !== 0 && shop.plan_id < 6) return 'unavailable';
  if (shop.status !== 1) return 'maintenance';
  return 'open';
}
