/**
 * Work a screen must finish before the customer is signed out of a shared computer (the cart's
 * quantities typed but not yet sent): a kiosk's idle sign-out and Start over wait for it, a little.
 */
type Finish = () => Promise<unknown>;

const finishers = new Set<Finish>();

/** While a screen is open: what to finish before a sign-out. Returns the way to take it back. */
export function finishBeforeSignOut(finish: Finish): () => void {
  finishers.add(finish);
  return () => void finishers.delete(finish);
}

/** Runs every finisher, for at most `capMs`: a store that does not answer must not keep the customer signed in. */
export async function finishAll(capMs: number): Promise<void> {
  const all = Promise.allSettled([...finishers].map((finish) => finish()));
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, capMs))]);
}
