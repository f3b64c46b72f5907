import { z } from 'zod';

/**
 * An order placed at this trade counter today, as the kiosk keeps it for its staff: in the kiosk's
 * own settings, never in a buyer's data, so the counter's list outlives each customer's sign-out.
 */
export const counterOrderSchema = z.object({
  token: z.string().min(1).max(128),
  /** The order's number as the store names it; null until the store has said. */
  number: z.string().max(128).nullable(),
  /** Who placed it: the e-mail the customer signed in with. */
  customer: z.string().max(320),
  /** When it was placed (ISO 8601). */
  placed_at: z.string().max(40),
  /** Its total and currency as the store answered, when it did. */
  total: z.number().finite().nullable(),
  currency: z.string().max(8).nullable(),
});
export type CounterOrder = z.infer<typeof counterOrderSchema>;

/** What the page needs to behave as a counter: whether it is one, when it signs out, and its larger targets. */
export const counterStatusSchema = z.object({
  kiosk: z.boolean(),
  idleMinutes: z.number(),
  largerText: z.boolean(),
  /** A settings PIN is set, so the staff view can be opened. */
  staffPin: z.boolean(),
});
export type CounterStatus = z.infer<typeof counterStatusSchema>;

/** The staff view asks with the settings PIN each time; the kiosk lock counts the wrong ones. */
export const counterTodayInputSchema = z.strictObject({ pin: z.string().max(32) });
export const counterTodaySchema = z.object({ orders: z.array(counterOrderSchema) });
export type CounterToday = z.infer<typeof counterTodaySchema>;
