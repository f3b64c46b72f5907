import { atom, getDefaultStore } from 'jotai';
import { createDurableDrafts, draftsToCore, type DurableDrafts } from '../lib/durableDrafts';
import { buyerGenerationAtom } from './buyerScope';

/** Where the buyer's unsaved quantities are kept in sessionStorage: a shelf of their own. */
const SHELF_PREFIX = 'wholesale-desk.shelf.';
/** The shelf in use, so a reload after a crash finds the same buyer's quantities. */
const SHELF_IN_USE = 'wholesale-desk.shelf-in-use';

export interface BuyerDrafts {
  /** The buyer's sessionStorage shelf (null: storage disabled, drafts are a comfort only). */
  shelf: DraftStore | null;
  /** The buyer's saves on their way to the core. */
  durable: DurableDrafts;
}

/** A sessionStorage of the buyer's own. */
export type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type Shelves = Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem' | 'removeItem'>;

function sessionShelves(): Shelves | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The shelf of the buyer who begins now. The page's first buyer keeps the shelf in use (a reload);
 * each new buyer gets a new one, and every other shelf is emptied: the last buyer's quantities are
 * out of reach by their name alone, and leave the computer's session storage too.
 */
export function shelfFor(firstBuyer: boolean, shelves: Shelves | null, newId: () => string = () => crypto.randomUUID()): DraftStore | null {
  if (!shelves) return null;
  try {
    const id = (firstBuyer ? shelves.getItem(SHELF_IN_USE) : null) ?? newId();
    shelves.setItem(SHELF_IN_USE, id);
    const mine = `${SHELF_PREFIX}${id}.`;
    const others: string[] = [];
    for (let i = 0; i < shelves.length; i++) {
      const key = shelves.key(i);
      if (key?.startsWith(SHELF_PREFIX) && !key.startsWith(mine)) others.push(key);
    }
    for (const key of others) shelves.removeItem(key);
    return {
      getItem: (key) => shelves.getItem(mine + key),
      setItem: (key, value) => shelves.setItem(mine + key, value),
      removeItem: (key) => shelves.removeItem(mine + key),
    };
  } catch {
    return null; // storage disabled: the core still keeps the drafts
  }
}

/**
 * The buyer's drafts, made when the buyer begins. A save the last buyer typed that was not yet
 * written is never written after they left: the core would keep it for the next buyer.
 */
export const buyerDraftsAtom = atom<BuyerDrafts>((get) => {
  const generation = get(buyerGenerationAtom);
  const store = getDefaultStore();
  return {
    shelf: shelfFor(generation === 0, sessionShelves()),
    durable: createDurableDrafts((scope, entries) => (store.get(buyerGenerationAtom) === generation ? draftsToCore(scope, entries) : undefined)),
  };
});

/** The drafts of the buyer signed in now, for code outside React (a screen's save effect, a store switch). */
export const currentBuyerDrafts = (): BuyerDrafts => getDefaultStore().get(buyerDraftsAtom);
