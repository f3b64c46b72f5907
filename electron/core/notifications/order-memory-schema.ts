import { z } from 'zod';

/**
 * An order as the watcher remembers it. `cancelled` is null when the store's list does not say
 * (the spec's list has no cancellation): only a known "not cancelled" can turn into a notification.
 */
export const seenOrderSchema = z.object({
  token: z.string().min(1).max(128),
  number: z.string().min(1).max(64),
  financial: z.string().max(64),
  fulfillment: z.string().max(64),
  cancelled: z.boolean().nullable(),
});
export type SeenOrder = z.infer<typeof seenOrderSchema>;

/** Orders remembered per buyer, the newest first. */
export const MAX_ORDERS_PER_CUSTOMER = 200;
/** Store and customer pairs earlier versions kept in the settings file. */
export const MAX_CUSTOMERS = 5;

/** The `orderStatuses` setting of earlier versions: what the watcher saw last, per store and customer (`key`); read only to move it into each buyer's database. */
export const orderMemorySchema = z
  .array(z.object({ key: z.string().min(1).max(64), orders: z.array(seenOrderSchema).max(MAX_ORDERS_PER_CUSTOMER) }))
  .max(MAX_CUSTOMERS);
export type OrderMemory = z.infer<typeof orderMemorySchema>;
