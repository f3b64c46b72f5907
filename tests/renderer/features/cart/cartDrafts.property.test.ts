import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DraftEntry } from '../../../../contract/schemas/drafts';
import { quantitiesChanged, quantitiesReducer, type QuantityAction, type Quantities } from '../../../../renderer/src/lib/quantity';
import { cartDraftScope, loadDraft, saveDraft, settleDraft, type DraftStore } from '../../../../renderer/src/lib/quantityDraft';

/**
 * Whatever a buyer does in whatever order (type, remove, undo, add a list or a scanned line,
 * reload, with the store's answers landing in between), the cart screen shows the store's cart
 * with only the changes the buyer typed and has not yet seen saved laid over it, and the core
 * keeps the same drafts as the page. The screen below is wired as CartContent and useCart wire
 * it: a draft written after each change, settled by each store answer, read when the screen opens.
 */
const SCOPE = cartDraftScope('t');
const IDS = [1, 2, 3, 4];
type Qty = number | null;

function memoryShelf(): DraftStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

type Op =
  | { kind: 'change'; at: number; quantity: Qty }
  | { kind: 'remove'; at: number }
  | { kind: 'undo' }
  | { kind: 'send' }
  | { kind: 'answer' }
  | { kind: 'addList'; lines: [number, number][] }
  | { kind: 'scan'; id: number; quantity: number }
  | { kind: 'scanLate'; at: number; quantity: number }
  | { kind: 'open' }
  | { kind: 'leave' }
  | { kind: 'reload' };

const qty = fc.oneof(fc.integer({ min: 0, max: 9 }), fc.constant(null));
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('change' as const), at: fc.nat(3), quantity: qty }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat(3) }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'send' as const }),
  fc.constant({ kind: 'answer' as const }),
  fc.record({ kind: fc.constant('addList' as const), lines: fc.array(fc.tuple(fc.constantFrom(...IDS), fc.integer({ min: 1, max: 9 })), { minLength: 1, maxLength: 4 }) }),
  fc.record({ kind: fc.constant('scan' as const), id: fc.constantFrom(...IDS), quantity: fc.integer({ min: 1, max: 9 }) }),
  fc.record({ kind: fc.constant('scanLate' as const), at: fc.nat(3), quantity: fc.integer({ min: 1, max: 9 }) }),
  fc.constant({ kind: 'open' as const }),
  fc.constant({ kind: 'leave' as const }),
  fc.constant({ kind: 'reload' as const }),
);

function run(start: [number, number][], ops: Op[]) {
  const shelf = memoryShelf();
  const core = new Map<string, DraftEntry[]>();
  const durable = { save: (scope: string, entries: DraftEntry[]) => void core.set(scope, entries), flushAll: async () => {} };
  /** The store's cart. */
  const store = new Map<number, number>(start);
  /** What the buyer typed and has not yet seen saved: the expectation. */
  const typed = new Map<number, Qty>();
  /** The screen: its form and the cart it was last answered with; null while another screen shows. */
  let screen = null as { quantities: Quantities; saved: Map<number, number> } | null;
  /** The request out: what it carries, and which typed changes it carries. */
  let out = null as { sent: Map<number, Qty>; carried: Map<number, Qty> } | null;
  let removed = null as { id: number; quantity: number } | null;

  const dispatch = (action: QuantityAction) => {
    if (!screen) return;
    screen.quantities = quantitiesReducer(screen.quantities, action);
    saveDraft(SCOPE, screen.quantities, screen.saved, shelf, durable); // the screen's effect
  };
  /** A store answer the screen takes in (CartContent's save). */
  const takeIn = (answer: Map<number, number>, sent: Quantities) => {
    if (!screen) return settleDraft(SCOPE, answer, sent, shelf, durable);
    settleDraft(SCOPE, answer, sent, shelf, durable);
    screen.quantities = quantitiesReducer(screen.quantities, { type: 'saved', sent, saved: answer });
    screen.saved = answer;
    if (answer.size === 0) screen = null; // the empty cart's screen has no form
    else saveDraft(SCOPE, screen.quantities, screen.saved, shelf, durable);
  };
  /** A read of the store's cart: a change it holds, or of a line it no longer has, is seen saved. */
  const seen = (read: Map<number, number>) => {
    for (const [id, quantity] of typed) if (!read.has(id) || read.get(id) === (quantity ?? 0)) typed.delete(id);
  };
  /** The screen opens on a fresh read of the store's cart (useCart's read, then CartContent). */
  const open = () => {
    const read = new Map(store);
    seen(read);
    settleDraft(SCOPE, read, undefined, shelf, durable);
    screen = read.size === 0 ? null : { saved: read, quantities: loadDraft(SCOPE, read, read.keys(), shelf) };
  };
  const lineAt = (at: number) => (screen ? [...screen.saved.keys()][at % screen.saved.size] : undefined);
  const send = () => {
    if (!screen || out || !quantitiesChanged(screen.quantities, screen.saved)) return;
    const sent = new Map([...screen.saved.keys()].map((id) => [id, screen!.quantities.get(id) ?? null] as const));
    out = { sent, carried: new Map(typed) };
  };
  const answer = () => {
    if (!out) return;
    for (const [id, quantity] of out.sent) if ((quantity ?? 0) === 0) store.delete(id);
    else store.set(id, quantity!);
    for (const [id, quantity] of out.carried) if (typed.get(id) === quantity && out.sent.get(id) === quantity) typed.delete(id);
    for (const id of typed.keys()) if (!store.has(id)) typed.delete(id);
    const { sent } = out;
    out = null;
    takeIn(new Map(store), sent);
  };
  const type = (id: number, quantity: Qty) => {
    // Typing what the store already has changes nothing, unless a request out is changing it to something else.
    const changingMeanwhile = out?.sent.has(id) === true && (out.sent.get(id) ?? 0) !== (quantity ?? 0);
    if (screen && !changingMeanwhile && (quantity ?? 0) === (screen.saved.get(id) ?? 0)) typed.delete(id);
    else typed.set(id, quantity);
    dispatch({ type: 'set', id, quantity });
  };

  for (const step of ops) {
    switch (step.kind) {
      case 'change': {
        const id = lineAt(step.at);
        if (id !== undefined) type(id, step.quantity);
        break;
      }
      case 'remove': {
        const id = lineAt(step.at);
        if (id === undefined) break;
        // Undo brings the line back as the store had it (CartContent's Remove keeps the store's line).
        removed = { id, quantity: screen!.saved.get(id)! };
        type(id, 0);
        send();
        break;
      }
      case 'undo': {
        // Undo waits for the request out (undoRemoval); then sets the line back, or adds it back.
        if (!removed || !screen) break;
        const back = removed;
        removed = null;
        answer();
        if (!screen) break;
        if (store.has(back.id)) {
          type(back.id, back.quantity);
          send();
        } else {
          store.set(back.id, back.quantity);
          typed.delete(back.id);
          takeIn(new Map(store), new Map(screen.saved));
        }
        break;
      }
      case 'send':
        send();
        break;
      case 'answer':
        answer();
        break;
      case 'addList': {
        // From the list's own screen: the cart screen is left first, its request out lands meanwhile.
        answer();
        screen = null;
        for (const [id, quantity] of step.lines) store.set(id, (store.get(id) ?? 0) + quantity);
        break;
      }
      case 'scan': {
        if (!screen || out) break;
        if (screen.saved.has(step.id)) {
          // A scan of a line in the cart adds to what its box shows (useCartScan).
          type(step.id, (screen.quantities.get(step.id) ?? 0) + step.quantity);
        } else {
          // A new line goes to the store, and the cart read back comes in with it (useScanToCart).
          store.set(step.id, step.quantity);
          const read = new Map(store);
          seen(read);
          settleDraft(SCOPE, read, undefined, shelf, durable);
          const before = screen.saved;
          screen.saved = read;
          dispatch({ type: 'arrived', before, saved: read });
        }
        break;
      }
      case 'scanLate': {
        // A line's second scan went to the store before the screen had the line (its first scan's
        // read was not back yet): the store adds to the line, and its cart read back comes in.
        const id = lineAt(step.at);
        if (id === undefined || out) break;
        store.set(id, (store.get(id) ?? 0) + step.quantity);
        const read = new Map(store);
        seen(read);
        settleDraft(SCOPE, read, undefined, shelf, durable);
        const before = screen!.saved;
        screen!.saved = read;
        dispatch({ type: 'arrived', before, saved: read });
        break;
      }
      case 'open':
        if (!screen) open();
        break;
      case 'leave':
        screen = null;
        break;
      case 'reload':
        // The page starts again: the request out reached the store, its answer is lost.
        if (out) {
          for (const [id, quantity] of out.sent) if ((quantity ?? 0) === 0) store.delete(id);
          else store.set(id, quantity!);
          out = null;
        }
        screen = null;
        removed = null;
        open();
        break;
    }

    if (screen && !out) {
      const shown = [...screen.saved.keys()].map((id) => [id, screen!.quantities.get(id) ?? null]);
      const expected = [...store.keys()].map((id) => [id, typed.has(id) ? typed.get(id)! : store.get(id)!]);
      expect(shown, JSON.stringify({ step, store: [...store], typed: [...typed] })).toEqual(expected);
    }
    // The core keeps what the page keeps: a quit loses nothing and brings back nothing ended.
    const page = JSON.parse(shelf.data.get(`wholesale-desk.draft.${SCOPE}`) ?? '[]') as [number, Qty, Qty][];
    expect((core.get(SCOPE) ?? []).map((e) => [e.variant_id, e.quantity])).toEqual(page.map(([id, quantity]) => [id, quantity]));
  }
}

describe('the cart screen and its drafts', () => {
  it('shows the store cart with only the unsaved changes the buyer typed, whatever the order of events', () => {
    const start = fc.uniqueArray(fc.tuple(fc.constantFrom(...IDS), fc.integer({ min: 1, max: 9 })), { selector: ([id]) => id, minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(start, fc.array(op, { maxLength: 40 }), (lines, ops) => run(lines, [{ kind: 'open' }, ...ops])),
      { numRuns: 1000 },
    );
  });

  it('a removal that reached the store while a reload lost its answer: the line added again comes with its new quantity', () => {
    run([[1, 1]], [{ kind: 'open' }, { kind: 'remove', at: 0 }, { kind: 'reload' }, { kind: 'addList', lines: [[1, 1]] }, { kind: 'open' }]);
  });

  it('a quantity typed back to what the store had while a request out changes it stays the buyer’s, and Undo leaves it so', () => {
    run([[1, 1], [4, 1]], [{ kind: 'open' }, { kind: 'change', at: 3, quantity: 2 }, { kind: 'remove', at: 0 }, { kind: 'change', at: 3, quantity: 1 }, { kind: 'undo' }]);
  });

  it('a line shown at 0 (its removal typed, then a reload lost the answer of the request before) removed and undone comes back as the store has it', () => {
    run([[1, 1], [4, 1], [3, 1], [2, 1]], [{ kind: 'open' }, { kind: 'remove', at: 0 }, { kind: 'remove', at: 1 }, { kind: 'reload' }, { kind: 'remove', at: 0 }, { kind: 'undo' }, { kind: 'change', at: 2, quantity: null }]);
  });

  it('three lines saved as a list, removed one by one, the list added back: each line with its quantity, no 0', () => {
    const list: [number, number][] = [[1, 2], [2, 3], [3, 4]];
    run(list, [{ kind: 'open' }, { kind: 'remove', at: 0 }, { kind: 'answer' }, { kind: 'remove', at: 0 }, { kind: 'answer' }, { kind: 'remove', at: 0 }, { kind: 'answer' }, { kind: 'addList', lines: list }, { kind: 'open' }, { kind: 'reload' }]);
  });
});
