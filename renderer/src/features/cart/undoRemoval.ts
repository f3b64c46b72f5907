/** What Undo of Remove needs from the cart screen; each part is one step a buyer would see. */
export interface UndoRemovalSteps {
  /** Puts the quantity back in the form (not sent), so a removal still waiting goes with it. */
  restore: (id: number, quantity: number) => void;
  /** Resolves once no cart request is out: a removal already sent has its answer by then. */
  settled: () => Promise<void>;
  /** Whether the cart as the store last answered still holds the line. */
  storeHas: (id: number) => boolean;
  /** Sends the form's quantities now. */
  sendNow: (id: number, quantity: number) => void;
  /** Adds the line to the same cart again and reads the cart back; false when the store refused. */
  addBack: (id: number, quantity: number) => Promise<boolean>;
}

/**
 * Undo of Remove: the line comes back with the quantity it had, whenever Undo is pressed. The
 * removal may not be sent yet, be on its way, or be done: Undo waits for the request out to be
 * answered and only then asks the store's cart, so a removal landing after the click cannot take
 * the line away again. Still there: the quantity is set back and sent; gone: the line is added back.
 */
export async function undoRemoval(id: number, quantity: number, steps: UndoRemovalSteps): Promise<boolean> {
  steps.restore(id, quantity);
  await steps.settled();
  if (steps.storeHas(id)) {
    steps.sendNow(id, quantity);
    return true;
  }
  return steps.addBack(id, quantity);
}
