import { z } from 'zod';

/**
 * Where an update of the app stands: nothing to offer (`none`: up to date, or no check yet), being
 * checked, downloading in the background, downloaded and ready for a restart, or a check or download
 * that failed (the app carries on as it is; the next check tries again).
 */
export const updateStateSchema = z.enum(['none', 'checking', 'downloading', 'ready', 'failed']);

export const updateStatusSchema = z.object({
  state: updateStateSchema,
  /** The version on offer (downloading or ready), null otherwise. */
  version: z.string().nullable(),
  /** The buyer asked for the restart while an order was being placed or a file uploaded: it comes when that ends. */
  restart_waiting: z.boolean(),
});
export type UpdateStatus = z.infer<typeof updateStatusSchema>;
export type UpdateState = z.infer<typeof updateStateSchema>;
