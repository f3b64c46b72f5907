import type Database from 'better-sqlite3';
import { z } from 'zod';
import { orderItemInput } from '../../../contract/schemas/cart';
import { queueOrderInputSchema } from '../../../contract/schemas/outbox';

/**
 * The order ledger: one record per order the buyer meant to place, in their own database.
 * - `waiting`: queued while the store was out of reach ("Place order when back online"), not sent.
 * - `unknown`: sent, and the store has not answered with an order or a refusal (out now, its answer
 *   lost, or the app gone while it was out). The store may have made it: nothing is sent for it
 *   again until the store's own order list settles it.
 * - `placed`: the store's order token. `not_placed`: the store refused it, or showed it never made it.
 */
export const intentStateSchema = z.enum(['waiting', 'unknown', 'placed', 'not_placed']);
export type IntentState = z.infer<typeof intentStateSchema>;

export const intentSchema = z.object({
  id: z.number().int().positive(),
  /** `queued`: an outbox order (its fields in `queued`); `cart`: the store's cart sent with Place order. */
  kind: z.enum(['cart', 'queued']),
  state: intentStateSchema,
  cart_token: z.string().nullable(),
  order_items: z.array(orderItemInput),
  queued: queueOrderInputSchema.nullable(),
  created_at: z.string(),
  /** The app's clock when the first send of this intent began (the store's order is newer). */
  started_at: z.number().nullable(),
  /** When the latest send went out. */
  sent_at: z.number().nullable(),
  /** When the app stopped waiting for its answer; null while out, or when the app was gone with it out. */
  ended_at: z.number().nullable(),
  order_token: z.string().nullable(),
  message: z.string().nullable(),
});
export type Intent = z.infer<typeof intentSchema>;
export type QueuedFields = z.infer<typeof queueOrderInputSchema>;
type OrderItems = Intent['order_items'];

/** Intents the store still has to settle, or the buyer still has to send: never removed with local data. */
export const HELD_STATES: readonly IntentState[] = ['waiting', 'unknown'];
/** Ended intents kept as history; older ones go (the store's order list is the record of what was placed). */
const MAX_ENDED = 200;

type Row = Record<keyof Intent, unknown> & { body: string | null; order_items: string };

function readRow(row: Row | undefined): Intent | null {
  if (!row) return null;
  try {
    const parsed = intentSchema.safeParse({
      ...row,
      order_items: JSON.parse(row.order_items) as unknown,
      queued: row.body === null ? null : (JSON.parse(row.body) as unknown),
    });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const itemsOf = (queued: QueuedFields): OrderItems => queued.lines.map((line) => ({ id: line.variant_id, quantity: line.quantity }));
const bodyOf = (queued: QueuedFields) =>
  JSON.stringify({ lines: queued.lines, billing_address: queued.billing_address, remark: queued.remark, currency: queued.currency, total_price: queued.total_price });

export type Ledger = ReturnType<typeof orderLedger>;

/** The ledger table of one buyer's database: that database is the buyer's on that store, so no query reaches another's. */
export function orderLedger(db: Database.Database) {
  const get = (id: number) => readRow(db.prepare('SELECT * FROM order_intent WHERE id = ?').get(id) as Row | undefined);
  const set = (id: number, fields: Partial<Record<'state' | 'cart_token' | 'order_items' | 'body' | 'started_at' | 'sent_at' | 'ended_at' | 'order_token' | 'message', unknown>>) => {
    const names = Object.keys(fields);
    db.prepare(`UPDATE order_intent SET ${names.map((n) => `${n} = @${n}`).join(', ')} WHERE id = @id`).run({ ...fields, id });
  };
  const prune = () =>
    db
      .prepare(`DELETE FROM order_intent WHERE state IN ('placed', 'not_placed') AND id NOT IN
        (SELECT id FROM order_intent WHERE state IN ('placed', 'not_placed') ORDER BY id DESC LIMIT ?)`)
      .run(MAX_ENDED);
  const ended = (id: number, fields: Parameters<typeof set>[1]) => {
    set(id, fields);
    prune();
  };

  return {
    get,
    list: (kind?: Intent['kind']): Intent[] =>
      (db.prepare(`SELECT * FROM order_intent ${kind ? 'WHERE kind = ?' : ''} ORDER BY id`).all(...(kind ? [kind] : [])) as Row[]).flatMap((row) => readRow(row) ?? []),
    /** Intents still waiting to be sent or settled. */
    held: (): Intent[] =>
      (db.prepare("SELECT * FROM order_intent WHERE state IN ('waiting', 'unknown') ORDER BY id").all() as Row[]).flatMap((row) => readRow(row) ?? []),
    /** The intent the store may be making an order of for this cart, if any. */
    unsettledFor: (cartToken: string): Intent | null =>
      readRow(db.prepare("SELECT * FROM order_intent WHERE state = 'unknown' AND cart_token = ? ORDER BY id DESC LIMIT 1").get(cartToken) as Row | undefined),
    /** The store's order already made of this cart, if the ledger has it: a cart is placed once. */
    placedFor: (cartToken: string): Intent | null =>
      readRow(db.prepare("SELECT * FROM order_intent WHERE state = 'placed' AND cart_token = ? ORDER BY id DESC LIMIT 1").get(cartToken) as Row | undefined),
    countWaiting: (): number => (db.prepare("SELECT COUNT(*) AS n FROM order_intent WHERE kind = 'queued' AND state IN ('waiting', 'unknown')").get() as { n: number }).n,
    queue(queued: QueuedFields, at: Date): Intent {
      const { lastInsertRowid } = db
        .prepare("INSERT INTO order_intent (kind, state, order_items, body, created_at) VALUES ('queued', 'waiting', ?, ?, ?)")
        .run(JSON.stringify(itemsOf(queued)), bodyOf(queued), at.toISOString());
      return get(Number(lastInsertRowid))!;
    },
    /** A waiting order changed by the buyer before it was sent. */
    requeue(id: number, queued: QueuedFields): void {
      set(id, { order_items: JSON.stringify(itemsOf(queued)), body: bodyOf(queued) });
    },
    /** Written before the send goes out: a quit or crash while it is out still leaves it to be settled. */
    sending(id: number | null, cartToken: string, items: OrderItems, now: number): Intent {
      if (id === null) {
        const { lastInsertRowid } = db
          .prepare("INSERT INTO order_intent (kind, state, cart_token, order_items, created_at, started_at, sent_at) VALUES ('cart', 'unknown', ?, ?, ?, ?, ?)")
          .run(cartToken, JSON.stringify(items), new Date(now).toISOString(), now, now);
        return get(Number(lastInsertRowid))!;
      }
      const before = get(id);
      if (!before) throw new Error('no such order in the ledger');
      set(id, { state: 'unknown', cart_token: cartToken, order_items: JSON.stringify(items), started_at: before.started_at ?? now, sent_at: now, ended_at: null });
      return get(id)!;
    },
    answerLost: (id: number, now: number) => set(id, { ended_at: now }),
    placed: (id: number, token: string, now: number) => ended(id, { state: 'placed', order_token: token, ended_at: now }),
    /**
     * The store refused it, or showed it never made it: a cart's intent ends there (the next Place
     * order is a new one); a queued order goes back to waiting, with the store's words, for the buyer.
     */
    notPlaced(id: number, message: string | null, now: number): void {
      const intent = get(id);
      if (intent?.kind === 'queued') set(id, { state: 'waiting', cart_token: null, message, ended_at: now });
      else ended(id, { state: 'not_placed', message, ended_at: now });
    },
    /** A send stopped before any of it went out: the store has nothing of it (a queued order waits again). */
    unsent(sent: Intent): void {
      if (sent.kind === 'queued') set(sent.id, { state: 'waiting', cart_token: null, ended_at: null });
      else db.prepare('DELETE FROM order_intent WHERE id = ?').run(sent.id);
    },
    withdraw: (id: number): boolean => db.prepare("DELETE FROM order_intent WHERE id = ? AND state = 'waiting'").run(id).changes > 0,
  };
}
