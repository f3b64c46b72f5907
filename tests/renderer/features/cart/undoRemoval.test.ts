import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendQueue } from '../../../../renderer/src/features/cart/sendQueue';
import { undoRemoval, type UndoRemovalSteps } from '../../../../renderer/src/features/cart/undoRemoval';

const LINE = 7;

/**
 * A cart screen in miniature: the form's quantities, the store's cart, and the real send queue in
 * between. The store answers each update only when the test says so, as a slow store would.
 */
function cartScreen() {
  const store = new Map<number, number>([
    [LINE, 12],
    [8, 3],
  ]);
  const form = new Map(store);
  const answers: Array<() => void> = [];
  const send = () =>
    new Promise<boolean>((resolve) => {
      const sent = new Map(form);
      answers.push(() => {
        for (const [id, quantity] of sent) {
          if (quantity > 0) store.set(id, quantity);
          else store.delete(id);
        }
        // The store's answer: lines it no longer has leave the form; lines edited since stay.
        for (const id of [...form.keys()]) if (!store.has(id)) form.delete(id);
        resolve(true);
      });
    });
  const queue = new SendQueue<number>({ delayMs: 600, send });
  let changes = 0;
  const sendNow = () => {
    queue.push(++changes);
    void queue.flush();
  };
  const steps: UndoRemovalSteps = {
    restore: (id, quantity) => void form.set(id, quantity),
    settled: () => queue.settled(),
    storeHas: (id) => store.has(id),
    sendNow: (id, quantity) => {
      form.set(id, quantity);
      sendNow();
    },
    addBack: async (id, quantity) => {
      store.set(id, quantity);
      form.set(id, quantity);
      return true;
    },
  };
  const answer = async () => {
    const next = answers.shift();
    if (!next) throw new Error('no request in flight');
    next();
    await vi.advanceTimersByTimeAsync(0);
  };
  const remove = (id: number) => {
    form.set(id, 0);
    sendNow();
  };
  const drain = async () => {
    while (answers.length > 0) await answer();
  };
  return { store, form, steps, answer, remove, drain };
}

describe('Undo of Remove', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('brings the line back when pressed while the removal is on its way to the store', async () => {
    const screen = cartScreen();
    screen.remove(LINE);
    // The removal is out; the buyer presses Undo before the store answers.
    const undone = undoRemoval(LINE, 12, screen.steps);
    await screen.answer();
    expect(await undone).toBe(true);
    await screen.drain();
    expect(screen.store.get(LINE)).toBe(12);
    expect(screen.form.get(LINE)).toBe(12);
  });

  it('brings the line back once the removal is done', async () => {
    const screen = cartScreen();
    screen.remove(LINE);
    await screen.answer();
    expect(screen.store.has(LINE)).toBe(false);
    await undoRemoval(LINE, 12, screen.steps);
    await screen.drain();
    expect(screen.store.get(LINE)).toBe(12);
    expect(screen.form.get(LINE)).toBe(12);
  });

  it('keeps the line when pressed before the removal was sent', async () => {
    const screen = cartScreen();
    screen.form.set(LINE, 0);
    await undoRemoval(LINE, 12, screen.steps);
    await screen.drain();
    expect(screen.store.get(LINE)).toBe(12);
    expect(screen.form.get(LINE)).toBe(12);
  });
});
