import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { OrderItemInput } from '../../../../contract/schemas/cart';
import type { Storefront } from '../../../../contract/bridge';
import { fail, ok, type Result } from '../../../../contract/result';
import type { Rhythm } from '../../../../contract/schemas/standing';
import { setCartSummaryAtom } from '../../state/cart';
import { budgetQuery } from '../../state/query/budgetQuery';
import { standingQuery } from '../../state/query/standingQuery';
import { storefront } from '../../state/storefront';
import { answerOf } from '../../state/query/storeAnswer';

/**
 * What the orderLists screens ask of the core: one function a contract channel, `<area><Call>` for `<area>:<call>`.
 * Screens and hooks call these, never the bridge itself, so the feature's traffic with the core is read in one place.
 */

export const listsDelete: Storefront['lists']['delete'] = (...input) => storefront.lists.delete(...input);
export const listsUpdate: Storefront['lists']['update'] = (...input) => storefront.lists.update(...input);

export { standingQuery, useStandingOrders } from '../../state/query/standingQuery';

/** Sets a list's rhythm, or stops repeating it (null); the standing orders shown follow. */
export function useSetRhythm() {
  const client = useQueryClient();
  return useCallback(
    async (listId: number, rhythm: Rhythm | null) => {
      const { standing } = await answerOf(storefront.standing.set({ list_id: listId, rhythm }));
      client.setQueryData(standingQuery().queryKey, standing);
    },
    [client],
  );
}

/** Skip this time, or Snooze 1 hour. */
export function useActOnDue() {
  const client = useQueryClient();
  return useCallback(
    async (listId: number, action: 'skip' | 'snooze') => {
      const { standing } = await answerOf(storefront.standing.act({ list_id: listId, action }));
      client.setQueryData(standingQuery().queryKey, standing);
    },
    [client],
  );
}

/**
 * Places a standing order the buyer confirmed: its lines become the store's cart (the store keeps one
 * cart per buyer, so what was in it is replaced), which is placed with the buyer's primary billing
 * address; the remark is saved when there is one, and the standing order is told it was placed at
 * these prices (the next review compares with them).
 */
export function usePlaceStanding() {
  const client = useQueryClient();
  const setSummary = useSetAtom(setCartSummaryAtom);
  return useCallback(
    async (listId: number, items: OrderItemInput[], remark: string, noAddress: string): Promise<Result<{ token: string }>> => {
      const created = await storefront.cart.create({ order_items: items, cart_token: null, is_replace_cart: true });
      if (!created.ok) return created;
      const cart = await storefront.cart.retrieve({ cart_token: created.data.cart_token });
      if (!cart.ok) return cart;
      const address = cart.data.billing_addresses.find((a) => a.is_primary) ?? cart.data.billing_addresses[0];
      if (!address) return fail({ kind: 'refused', message: noAddress });
      const placed = await storefront.cart.placeOrder({
        order_items: cart.data.order_item.map((item) => ({ id: item.variant_id, quantity: item.quantity })),
        billing_address: { id: address.id },
        cart_token: created.data.cart_token,
      });
      if (!placed.ok) return placed;
      // The cart is an order now: the header's cart starts afresh.
      setSummary(null);
      void client.invalidateQueries({ queryKey: ['cart:retrieve'] });
      if (remark) await storefront.orders.updateRemark({ order_token: placed.data.token, remark });
      const prices = Object.fromEntries(cart.data.order_item.map((item) => [String(item.variant_id), item.unit_price]));
      const acted = await storefront.standing.act({ list_id: listId, action: 'placed', order_token: placed.data.token, prices });
      if (acted.ok) client.setQueryData(standingQuery().queryKey, acted.data.standing);
      void client.invalidateQueries({ queryKey: budgetQuery().queryKey });
      return ok({ token: placed.data.token });
    },
    [client, setSummary],
  );
}
