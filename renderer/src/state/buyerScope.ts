import { atom, type WritableAtom, type createStore } from 'jotai';

type Store = ReturnType<typeof createStore>;
import type { Storefront } from '../../../contract/bridge';

/**
 * Which buyer the page's state is for: it goes up each time the core says the buyer is no longer
 * the one the page read for (a login, a logout, a store switch), the session ended (a kiosk's idle
 * logout) or expired, and when a logout is answered. Everything a buyer leaves in the page (the
 * query cache, the customer, the search text, toasts, unsaved quantities) belongs to one value of
 * it, so a new buyer starts with none of the last one's, without anything being cleared by hand.
 */
export const buyerGenerationAtom = atom(0);

/**
 * Whether the page's state may be a signed-in buyer's. Nobody after nobody is no new buyer: the core
 * says a session expired and then that no one is signed in, and the toast telling the buyer so,
 * written between the two, must stay on the login screen.
 */
const pageHasBuyerAtom = atom(true);

/** False once the core has said nobody is signed in (a logout, a session ended or expired), until the next buyer. */
export const mayHaveBuyerAtom = atom((get) => get(pageHasBuyerAtom));

/** A new buyer from now on (`signedIn`: someone is, or nobody): what belonged to the last one is out of reach at once. */
export const nextBuyerAtom = atom(null, (get, set, signedIn: boolean = false) => {
  set(buyerGenerationAtom, get(buyerGenerationAtom) + 1);
  set(pageHasBuyerAtom, signedIn);
});

type SetStateAction<Value> = Value | ((before: Value) => Value);

/**
 * A piece of page state that belongs to the buyer: it reads `initial` for every new buyer by
 * construction (a value is kept with the buyer it was written for, and read only for that one).
 * App-wide state (the store's settings, the store list, connectivity, the language) is a plain atom.
 */
export function buyerAtom<Value>(initial: Value): WritableAtom<Value, [SetStateAction<Value>], void> {
  const kept = atom<{ generation: number; value: Value } | null>(null);
  const read = atom((get) => {
    const held = get(kept);
    return held !== null && held.generation === get(buyerGenerationAtom) ? held.value : initial;
  });
  return atom(
    (get) => get(read),
    (get, set, action: SetStateAction<Value>) => {
      const value = typeof action === 'function' ? (action as (before: Value) => Value)(get(read)) : action;
      set(kept, { generation: get(buyerGenerationAtom), value });
    },
  );
}

/** The page's store follows the core's buyer from before the first render (main.tsx). */
export function followBuyer(on: Storefront['on'], store: Store): () => void {
  const offs = [
    on('buyer:changed', (change) => {
      const signedIn = change?.signed_in === true;
      if (signedIn || store.get(pageHasBuyerAtom)) store.set(nextBuyerAtom, signedIn);
    }),
    ...(['session:ended', 'session:expired'] as const).map((event) =>
      on(event, () => {
        if (store.get(pageHasBuyerAtom)) store.set(nextBuyerAtom, false);
      }),
    ),
  ];
  return () => offs.forEach((off) => off());
}
