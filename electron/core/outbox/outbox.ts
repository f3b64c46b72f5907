import { fail, ok, type Result } from '../../../contract/result';
import type { QueuedOrder } from '../../../contract/schemas/outbox';
import { createCart, retrieveCart } from '../api/cart';
import { DONE } from '../api/common';
import type { BuyerSession } from '../buyer/buyer-session';
import { buyerData } from '../buyer/buyer-data';
import type { Handlers } from '../deps';
import type { PlaceOrder } from '../handlers/place-order';
import { orderLedger, type Intent, type Ledger } from '../ledger/ledger';
import type { StoreHolder } from '../store-holder';
import { coreText } from '../language/core-text';

/** A buyer keeps a handful of orders waiting; this many is a mistake, not a day offline. */
export const MAX_QUEUED = 50;
export const TOO_MANY_QUEUED = () => coreText('outbox_too_many', { max: MAX_QUEUED });

/** A queued intent as the outbox shows it: 'sent' while the store may have it (unknown), else waiting. */
function asQueued(intent: Intent): QueuedOrder | null {
  if (intent.kind !== 'queued' || !intent.queued || (intent.state !== 'waiting' && intent.state !== 'unknown')) return null;
  const waiting = intent.state === 'waiting';
  return {
    id: intent.id,
    queued_at: intent.created_at,
    state: waiting ? 'waiting' : 'sent',
    cart_token: intent.cart_token,
    // The ledger keeps the store's words when it refused the last send (the order waits again).
    refusal: waiting ? intent.message : null,
    ...intent.queued,
  };
}

export const OUTBOX_MESSAGES = {
  get noBuyer() {
    return coreText('outbox_no_buyer');
  },
  get notKept() {
    return coreText('outbox_not_kept');
  },
  get gone() {
    return coreText('outbox_gone');
  },
  get sent() {
    return coreText('outbox_sent');
  },
  get empty() {
    return coreText('outbox_empty');
  },
} as const;

type OutboxHandlers = Pick<Handlers, 'outbox:list' | 'outbox:queue' | 'outbox:update' | 'outbox:withdraw' | 'outbox:prepare' | 'outbox:place'>;


/**
 * The order outbox: "Place order when back online" keeps the order (lines and the prices seen,
 * billing address, reference) in the buyer's own database until the store answers. Sending it puts
 * its lines in the store's cart and reads that cart back (`prepare`), so the buyer sees today's
 * prices, stock and minimum before confirming; `place` then goes through Place order itself, so a
 * lost answer is checked with the store before anything is sent again, and it is placed at most once.
 */
export function outboxHandlers(
  holder: Pick<StoreHolder, 'connection'>,
  buyers: Pick<BuyerSession, 'current' | 'database'>,
  placeQueued: PlaceOrder['placeQueued'],
  now: () => Date = () => new Date(),
): OutboxHandlers {
  /** The buyer's outbox, or why there is none; every change is made in the database it was read from. */
  const open = () => {
    const { db, error } = buyerData(buyers, OUTBOX_MESSAGES, 'outbox');
    return db ? { table: orderLedger(db) } : { error };
  };
  const queuedOf = (table: Ledger, id: number) => {
    const intent = table.get(id);
    return intent ? asQueued(intent) : null;
  };
  const waiting = (table: Ledger, id: number): Result<QueuedOrder> => {
    const order = queuedOf(table, id);
    if (!order) return fail({ kind: 'not_found', message: OUTBOX_MESSAGES.gone });
    return order.state === 'sent' ? fail({ kind: 'refused', message: OUTBOX_MESSAGES.sent }) : ok(order);
  };

  return {
    'outbox:list': async () => {
      const opened = open();
      return ok({ orders: (opened.table?.list('queued') ?? []).flatMap((intent) => asQueued(intent) ?? []) });
    },
    'outbox:queue': async (input) => {
      const { table, error } = open();
      if (!table) return error;
      try {
        if (table.countWaiting() >= MAX_QUEUED) throw new Error(TOO_MANY_QUEUED());
        return ok(asQueued(table.queue(input, now()))!);
      } catch (thrown) {
        const tooMany = thrown instanceof Error && thrown.message === TOO_MANY_QUEUED();
        if (!tooMany) console.warn('[outbox] an order could not be kept', thrown);
        return fail({ kind: 'refused', message: tooMany ? TOO_MANY_QUEUED() : OUTBOX_MESSAGES.notKept });
      }
    },
    'outbox:update': async ({ id, remark, quantities }) => {
      const { table, error } = open();
      if (!table) return error;
      const found = waiting(table, id);
      if (!found.ok) return found;
      const typed = new Map((quantities ?? []).map((q) => [q.variant_id, q.quantity]));
      const lines = found.data.lines.flatMap((line) => {
        const quantity = typed.get(line.variant_id) ?? line.quantity;
        if (quantity === 0) return [];
        // The price seen stays the unit price seen: what the store asks today is shown before sending.
        // At another quantity it is no longer a price the store gave for it: it is said to be an estimate.
        const estimated = line.estimated === true || quantity !== line.quantity;
        return [{ ...line, quantity, item_subtotal: Math.round(line.unit_price * quantity * 100) / 100, ...(estimated ? { estimated } : {}) }];
      });
      if (lines.length === 0) return fail({ kind: 'validation', message: OUTBOX_MESSAGES.empty, fields: { quantities: [OUTBOX_MESSAGES.empty] } });
      const total = Math.round(lines.reduce((sum, line) => sum + line.item_subtotal, 0) * 100) / 100;
      const changed: QueuedOrder = { ...found.data, lines, remark: remark ?? found.data.remark, total_price: total };
      table.requeue(id, changed);
      return ok(changed);
    },
    'outbox:withdraw': async ({ id }) => {
      const { table, error } = open();
      if (!table) return error;
      const found = waiting(table, id);
      if (!found.ok) return found;
      table.withdraw(id);
      return ok(DONE);
    },
    'outbox:prepare': async ({ id }) => {
      const { table, error } = open();
      if (!table) return error;
      const found = waiting(table, id);
      if (!found.ok) return found;
      const c = holder.connection();
      if (!c) return fail({ kind: 'not_configured', message: OUTBOX_MESSAGES.gone });
      // The store's cart becomes this order's lines, as it was when the buyer queued it.
      const order_items = found.data.lines.map((line) => ({ id: line.variant_id, quantity: line.quantity }));
      const created = await createCart(c, { order_items, is_replace_cart: true });
      if (!created.ok) return created;
      return retrieveCart(c, { cart_token: created.data.cart_token });
    },
    'outbox:place': async ({ id, cart_token }) => {
      const { table, error } = open();
      if (!table) return error;
      // Placed already, or withdrawn: gone from the outbox, never sent a second time.
      const found = queuedOf(table, id);
      if (!found) return fail({ kind: 'not_found', message: OUTBOX_MESSAGES.gone });
      return placeQueued(id, {
        order_items: found.lines.map((line) => ({ id: line.variant_id, quantity: line.quantity })),
        billing_address: { id: found.billing_address.id },
        cart_token,
      });
    },
  };
}
