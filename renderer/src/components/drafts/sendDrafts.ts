import type { Cart } from '../../../../preload/schemas/cart';
import type { Draft } from '../../../../preload/schemas/drafts';
import type { Result } from '../../../../preload/result';
import { storefront } from '../../state/storefront';
import { planCartDraft, planProductDraft, requestsFor, type Choice, type DraftPlan } from './draftPlan';

const CART = 'cart:';

/** The customer's open cart now, or null when they have none (asked fresh: it may have changed on another device). */
async function openCart(): Promise<Result<Cart | null>> {
  const global = await storefront.shop.global();
  if (!global.ok) return global;
  const token = global.data.customer?.cart_token;
  if (!token) return { ok: true, data: null };
  const cart = await storefront.cart.retrieve({ cart_token: token });
  return cart.ok ? cart : cart.error.kind === 'not_found' ? { ok: true, data: null } : cart;
}

/** A kept draft laid against what the store has now. Fails only when the store cannot be asked. */
export async function prepareDraft(draft: Draft): Promise<Result<DraftPlan>> {
  if (!draft.scope.startsWith(CART)) {
    const open = await openCart();
    return open.ok ? { ok: true, data: planProductDraft(draft, open.data?.cart_token ?? null) } : open;
  }
  const own = await storefront.cart.retrieve({ cart_token: draft.scope.slice(CART.length) });
  if (own.ok) return { ok: true, data: planCartDraft(draft, own.data, false) };
  if (own.error.kind !== 'not_found') return own;
  // The cart is gone (an order was placed from it): the lines are offered for the open cart.
  const open = await openCart();
  return open.ok ? { ok: true, data: planCartDraft(draft, open.data, true) } : open;
}

/** What the store's cart is after sending, for the header's total. */
export interface Sent {
  cart_token: string;
  subtotal: number;
  currency: string;
}

/** Sends one plan: each request at most once; the caller drops the draft only when this succeeds. */
export async function sendPlan(plan: DraftPlan, choices?: ReadonlyMap<number, Choice>): Promise<Result<Sent | null>> {
  const { update, add } = requestsFor(plan, choices);
  let sent: Sent | null = null;
  if (update.length > 0 && plan.cartToken) {
    const answer = await storefront.cart.update({ order_items: update, cart_token: plan.cartToken });
    if (!answer.ok) return answer;
    sent = { cart_token: plan.cartToken, subtotal: answer.data.subtotal_price, currency: answer.data.currency };
  }
  if (add.length > 0) {
    const answer = await storefront.cart.create({ order_items: add, cart_token: plan.cartToken });
    if (!answer.ok) return answer;
    sent = { cart_token: answer.data.cart_token, subtotal: answer.data.subtotal_price, currency: answer.data.currency };
  }
  return { ok: true, data: sent };
}
