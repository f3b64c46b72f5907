import { fail, ok } from '../../../contract/result';
import { DONE } from '../api/common';
import type { BuyerSession } from '../buyer/buyer-session';
import { buyerData } from '../buyer/buyer-data';
import type { Handlers } from '../deps';
import { orderListTable, TOO_MANY_LISTS } from './order-list-store';
import { coreText } from '../language/core-text';

export const ORDER_LIST_MESSAGES = {
  get noBuyer() {
    return coreText('lists_no_buyer');
  },
  get notKept() {
    return coreText('lists_not_kept');
  },
  get gone() {
    return coreText('lists_gone');
  },
} as const;

type OrderListHandlers = Pick<Handlers, 'lists:list' | 'lists:create' | 'lists:update' | 'lists:delete'>;

/**
 * Saved order lists: kept in the buyer's own database (per store and buyer), so another buyer of
 * this computer never sees them and forgetting the buyer deletes them with the rest. No store call:
 * what the store asks today is read when a list goes to the cart.
 */
export function orderListHandlers(buyers: Pick<BuyerSession, 'current' | 'database'>, now: () => Date = () => new Date()): OrderListHandlers {
  /** The buyer's lists, or why there are none. */
  const open = () => {
    const { db, error } = buyerData(buyers, ORDER_LIST_MESSAGES, 'order lists');
    return db ? { table: orderListTable(db) } : { error };
  };

  return {
    'lists:list': async () => ok({ lists: open().table?.list() ?? [] }),
    'lists:create': async (input) => {
      const { table, error } = open();
      if (!table) return error;
      try {
        return ok(table.add(input, now()));
      } catch (thrown) {
        const tooMany = thrown instanceof Error && thrown.message === TOO_MANY_LISTS();
        if (!tooMany) console.warn('[order lists] a list could not be kept', thrown);
        return fail({ kind: 'refused', message: tooMany ? TOO_MANY_LISTS() : ORDER_LIST_MESSAGES.notKept });
      }
    },
    'lists:update': async ({ id, name, lines }) => {
      const { table, error } = open();
      if (!table) return error;
      const found = table.get(id);
      if (!found) return fail({ kind: 'not_found', message: ORDER_LIST_MESSAGES.gone });
      return ok(table.replace({ ...found, name: name ?? found.name, lines: lines ?? found.lines }, now()));
    },
    'lists:delete': async ({ id }) => {
      const { table, error } = open();
      if (!table) return error;
      if (!table.remove(id)) return fail({ kind: 'not_found', message: ORDER_LIST_MESSAGES.gone });
      return ok(DONE);
    },
  };
}
