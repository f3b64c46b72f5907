import type { Cart } from '../../../../contract/schemas/cart';
import type { Draft, DraftEntry } from '../../../../contract/schemas/drafts';

/** One line of a kept draft, beside what the store's cart holds now. */
interface PlanLine {
  variant_id: number;
  /** From the store's cart when it still has the line; null when it does not. */
  name: string | null;
  /** The store's quantity now (0: not in the cart). */
  store: number;
  /** What the buyer typed (0: emptied). */
  yours: number;
  /** The store's quantity changed since the buyer typed (another device, a placed order). */
  conflict: boolean;
  /** In the cart the plan sends to (set by cart:update); otherwise added with cart:create. */
  inCart: boolean;
}

/** What sending one draft takes: lines to send into `cartToken` (null: the store makes a cart). */
export interface DraftPlan {
  scope: string;
  cartToken: string | null;
  /** The draft's cart is gone (an order was placed from it): the lines go to the open cart. */
  cartGone: boolean;
  lines: PlanLine[];
}

const typed = (entry: DraftEntry) => entry.quantity ?? 0;

/** Changes a draft holds: lines whose typed quantity differs from the store's when typed. */
export const changesIn = (draft: Draft): number => draft.entries.filter((entry) => typed(entry) !== (entry.base ?? 0)).length;
export const changeCount = (drafts: readonly Draft[]): number => drafts.reduce((sum, draft) => sum + changesIn(draft), 0);

/**
 * A cart draft against the cart the store has now (`target`, null for none). Lines whose typed
 * quantity the store already has need nothing; the others conflict when the store's quantity is no
 * longer the one the buyer typed over.
 */
export function planCartDraft(draft: Draft, target: Cart | null, cartGone: boolean): DraftPlan {
  const items = new Map((target?.order_item ?? []).map((item) => [item.variant_id, item]));
  const lines = draft.entries.flatMap((entry): PlanLine[] => {
    const item = items.get(entry.variant_id);
    const store = item?.quantity ?? 0;
    if (typed(entry) === store) return [];
    const name = item ? `${item.product_name} – ${item.variant_name}` : null;
    return [{ variant_id: entry.variant_id, name, store, yours: typed(entry), conflict: cartGone || store !== (entry.base ?? 0), inCart: item !== undefined }];
  });
  return { scope: draft.scope, cartToken: target?.cart_token ?? null, cartGone, lines };
}

/** A product page's draft: quantities to add to the open cart; nothing there to conflict with. */
export function planProductDraft(draft: Draft, cartToken: string | null): DraftPlan {
  const lines = draft.entries
    .filter((entry) => typed(entry) > 0)
    .map((entry) => ({ variant_id: entry.variant_id, name: null, store: 0, yours: typed(entry), conflict: false, inCart: false }));
  return { scope: draft.scope, cartToken, cartGone: false, lines };
}

export type Choice = 'store' | 'yours';

/** The requests one plan needs, with the buyer's choice per conflicting line (default: theirs). */
export function requestsFor(plan: DraftPlan, choices: ReadonlyMap<number, Choice> = new Map()) {
  const wanted = plan.lines
    .map((line) => ({ line, quantity: choices.get(line.variant_id) === 'store' ? line.store : line.yours }))
    .filter(({ line, quantity }) => quantity !== line.store);
  const update = wanted.filter(({ line }) => line.inCart).map(({ line, quantity }) => ({ id: line.variant_id, quantity }));
  const add = wanted.filter(({ line, quantity }) => !line.inCart && quantity > 0).map(({ line, quantity }) => ({ id: line.variant_id, quantity }));
  return { update, add };
}
