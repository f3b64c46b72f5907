import { z } from 'zod';

/** A time of day as the buyer sets it, 24-hour "HH:MM" on this computer's clock. */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/**
 * How often an order list comes up for ordering again: every week (or every N weeks) on the chosen
 * weekdays (0 Sunday … 6 Saturday), or once a month on a day (a day past the month's end is its
 * last day), at a time of day.
 */
export const rhythmSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('weekly'),
    days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
    every_weeks: z.number().int().min(1).max(12),
    time: timeOfDay,
  }),
  z.strictObject({ kind: z.literal('monthly'), day: z.number().int().min(1).max(31), time: timeOfDay }),
]);
export type Rhythm = z.infer<typeof rhythmSchema>;

/** The prices of the last order placed from a standing order, by variant: what its next review compares with. */
export const placedPricesSchema = z.record(z.string().regex(/^\d+$/), z.number().finite().min(0));

/**
 * An order list with a rhythm, kept in the buyer's own database. `due_at`: the time it came up and
 * has not been placed or skipped since (times missed while the app was closed are one due order);
 * `snoozed_until`: the buyer asked to be reminded later; `placed_prices` from the last order placed
 * from it.
 */
export const standingOrderSchema = z.object({
  list_id: z.number().int().positive(),
  rhythm: rhythmSchema,
  /** When the rhythm was set: every N weeks counts from that week. */
  starts_at: z.string(),
  due_at: z.string().nullable(),
  snoozed_until: z.string().nullable(),
  next_at: z.string().nullable(),
  last_order_token: z.string().nullable(),
  placed_prices: placedPricesSchema,
});
export type StandingOrder = z.infer<typeof standingOrderSchema>;

export const standingOrdersSchema = z.object({ standing: z.array(standingOrderSchema) });

const listId = z.number().int().positive();
/** A rhythm for the list, or null to stop repeating it. */
export const setStandingInputSchema = z.strictObject({ list_id: listId, rhythm: rhythmSchema.nullable() });
/** What the buyer did with a due order: skipped it, asked again in an hour, or placed it (the store's order token). */
export const actStandingInputSchema = z.discriminatedUnion('action', [
  z.strictObject({ list_id: listId, action: z.literal('skip') }),
  z.strictObject({ list_id: listId, action: z.literal('snooze') }),
  z.strictObject({ list_id: listId, action: z.literal('placed'), order_token: z.string().min(1).max(128), prices: placedPricesSchema }),
]);

/** A spend budget per store: an amount per month or quarter; `locked`: changed only with the kiosk PIN. */
export const budgetSchema = z.object({
  amount: z.number().finite().positive().max(1e12),
  period: z.enum(['month', 'quarter']),
  locked: z.boolean(),
});
export type Budget = z.infer<typeof budgetSchema>;

/**
 * The budget and the spend it is held against in the period now running: `spent` is what the store
 * charged for the period's orders (shipping and tax included, cancelled orders left out), `committed`
 * the outbox's orders waiting to be placed. `editable`: false on a locked kiosk while the budget is locked.
 */
export const budgetViewSchema = z.object({
  budget: budgetSchema.nullable(),
  spent: z.number(),
  committed: z.number(),
  currency: z.string().nullable(),
  period_start: z.string(),
  period_end: z.string(),
  editable: z.boolean(),
});
export type BudgetView = z.infer<typeof budgetViewSchema>;

/** A budget to keep, or null to have none. */
export const setBudgetInputSchema = z.strictObject({
  budget: z.strictObject({ amount: z.number().finite().positive().max(1e12), period: z.enum(['month', 'quarter']), locked: z.boolean() }).nullable(),
});
