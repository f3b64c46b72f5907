import type { ChannelInput, ChannelOutput } from '../../../../contract/contract';
import type { Cart, CartCreated } from '../../../../contract/schemas/cart';
import type { Draft } from '../../../../contract/schemas/drafts';
import type { GlobalData } from '../../../../contract/schemas/shop';
import type { Result } from '../../../../contract/result';
import { planCartDraft, planProductDraft, requestsFor, type Choice, type DraftPlan } from './draftPlan';

const CART = 'cart:';

/** The store's reads a draft is laid against, through the buyer's cache, asked fresh (the cart may have changed on another device). */
export interface DraftReads {
  global: () => Promise<Result<GlobalData>>;
  cart: (token: string) => Promise<Result<Cart>>;
}

/** The cart's writes, as the buyer's cache makes them (the header and the cart's kept copy follow). */
export interface DraftWrites {
  update: (input: ChannelInput<'cart:update'>) => Promise<Result<ChannelOutput<'cart:update'>>>;
  add: (input: ChannelInput<'cart:create'>) => Promise<Result<CartCreated>>;
}

/** The customer's open cart now, or null when they have none. */
async function openCart(reads: DraftReads): Promise<Result<Cart | null>> {
  const global = await reads.global();
  if (!global.ok) return global;
  const token = global.data.customer?.cart_token;
  if (!token) return { ok: true, data: null };
  const cart = await reads.cart(token);
  return cart.ok ? cart : cart.error.kind === 'not_found' ? { ok: true, data: null } : cart;
}

/** A kept draft laid against what the store has now. Fails only when the store cannot be asked. */
export async function prepareDraft(draft: Draft, reads: DraftReads): Promise<Result<DraftPlan>> {
  if (!draft.scope.startsWith(CART)) {
    const open = await openCart(reads);
    return open.ok ? { ok: true, data: planProductDraft(draft, open.data?.cart_token ?? null) } : open;
  }
  const own = await reads.cart(draft.scope.slice(CART.length));
  if (own.ok) return { ok: true, data: planCartDraft(draft, own.data, false) };
  if (own.error.kind !== 'not_found') return own;
  // The cart is gone (an order was placed from it): the lines are offered for the open cart.
  const open = await openCart(reads);
  return open.ok ? { ok: true, data: planCartDraft(draft, open.data, true) } : open;
}

/** What the store's cart is after sending, for the header's total. */
export interface Sent {
  cart_token: string;
  subtotal: number;
  currency: string;
}

/** Sends one plan: each request at most once; the caller drops the draft only when this succeeds. */
export async function sendPlan(plan: DraftPlan, writes: DraftWrites, choices?: ReadonlyMap<number, Choice>): Promise<Result<Sent | null>> {
  const { update, add } = requestsFor(plan, choices);
  let sent: Sent | null = null;
  if (update.length > 0 && plan.cartToken) {
    const answer = await writes.update({ order_items: update, cart_token: plan.cartToken });
    if (!answer.ok) return answer;
    sent = { cart_token: plan.cartToken, subtotal: answer.data.subtotal_price, currency: answer.data.currency };
  }
  if (add.length > 0) {
    const answer = await writes.add({ order_items: add, cart_token: plan.cartToken });
    if (!answer.ok) return answer;
    sent = { cart_token: answer.data.cart_token, subtotal: answer.data.subtotal_price, currency: answer.data.currency };
  }
  return { ok: true, data: sent };
}
