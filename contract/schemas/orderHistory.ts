import { z } from 'zod';
import { orderSchema } from './orders';

/**
 * The order history kept on this computer. `reading`: the store's orders are being read (`kept` of
 * `total`); `failed`: the last read stopped (`message` says why) and what was kept is still used.
 */
export const historyStatusSchema = z.object({
  state: z.enum(['idle', 'reading', 'failed']),
  kept: z.number(),
  total: z.number().nullable(),
  updated_at: z.string().nullable(),
  message: z.string().nullable(),
});
export type HistoryStatus = z.infer<typeof historyStatusSchema>;

export const keptOrdersSchema = z.object({ orders: z.array(orderSchema), status: historyStatusSchema });
export type KeptOrders = z.infer<typeof keptOrdersSchema>;
