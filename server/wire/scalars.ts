import { z } from 'zod';
import type { Dialect } from '../dialect/names';

/**
 * How each dialect writes the values the spec leaves open (README "Dialects": money, ids and counts, flags,
 * dates, Error_Message). Every answer's schema is written once over one of these sets, so the default and the
 * alt answer differ exactly where the store's wording does. The routes build the default wording; the alt
 * dialect's rewrites (`server/dialect/`) turn it into the other.
 */

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export const DEFAULT_SCALARS = {
  /** Major units as a number: 12.5. */
  money: z.number(),
  /**
   * Ids, quantities, stock, tier bounds, page numbers, status and plan. Stock may be below 0 (pre-orders), and an
   * order line whose variant is gone has a negative id, so no sign is promised.
   */
  count: z.number().int(),
  /** Shop and customer settings: `is_enabled`, `is_allow_*`, `wholesale_enabled`... */
  settingFlag: z.boolean(),
  /** A variant's or cart item's `is_preorder`, `is_available`. */
  stockFlag: z.boolean(),
  /** `is_primary`, an order's `cancelled`. */
  wordFlag: z.boolean(),
  /** The order list's `order_number`: "#1042". */
  orderNumber: z.string().regex(/^#\d+$/),
  /** `processed_at` in the account's order list: ISO 8601 in UTC. */
  listDate: z.string().regex(ISO_UTC),
  /** Dates on the order page (`created_at`, `cancelled_at`, a fulfilment's `created_at`): ISO 8601 in UTC. */
  orderDate: z.string().regex(ISO_UTC),
  /** `errors.Error_Message`: one message. */
  errorMessage: z.string(),
  /** `success` inside an answer that carries more than that. */
  success: z.literal(true),
};

export const ALT_SCALARS = {
  /** "12.50"; a rate finer than cents keeps its digits ("0.955"). */
  money: z.string().regex(/^-?\d+\.\d{2,}$/),
  count: z.string().regex(/^-?\d+$/),
  /** PHP's tinyint columns: 1 or 0. */
  settingFlag: z.union([z.literal(1), z.literal(0)]),
  stockFlag: z.enum(['1', '0']),
  wordFlag: z.enum(['true', 'false']),
  /** The order number itself: 1042. */
  orderNumber: z.number().int(),
  /** MySQL's UTC wall time without a zone: "2024-05-01 10:00:00". */
  listDate: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  /** The shop's time with its offset: "2024-05-01T18:00:00+08:00". */
  orderDate: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/),
  /** A list of messages. */
  errorMessage: z.array(z.string()),
  success: z.literal(1),
};

export type Scalars = typeof DEFAULT_SCALARS | typeof ALT_SCALARS;

/** What the alt store adds to the top of every object answer: fields no client was told about. */
export const altMeta = z.strictObject({ dialect: z.literal('alt'), generated_by: z.literal('reference-storefront') });

/** An alt object answer: the fields plus `_meta`. */
export function altObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject({ ...shape, _meta: altMeta });
}

/** One call's answer (or refusal) as each dialect sends it. */
export interface ByDialect {
  default: z.ZodType;
  alt: z.ZodType;
}

/** The JSON of `answer` in `dialect`: `Wire<typeof cartAnswer>` is the default store's, `Wire<..., 'alt'>` the other. */
export type Wire<Answer extends ByDialect, D extends Dialect = 'default'> = z.output<Answer[D]>;

/**
 * Answers that only say "done". The default sends `{ success: true }` (some with a `message`); the alt store a
 * bare JSON value, which differs by call ("success if 1 or \"true\"").
 */
export const done = z.strictObject({ success: z.literal(true) });
export const doneWithMessage = z.strictObject({ success: z.literal(true), message: z.string() });
export const bareTrueText = z.literal('true');

/** A delete the alt store answers with 204 and no body at all. */
export const noBody = z.undefined();
