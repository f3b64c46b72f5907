import type { Emit } from '../deps';

/**
 * The count on the Orders link: orders told as changed that the buyer has not opened since (or
 * listed: the order list shows them all). The page is told each time the count changes.
 */
export function createOrderBadge(emit: Emit) {
  const unseen = new Set<string>();
  const tell = () => emit('orders:badge', { count: unseen.size });
  return {
    count: () => unseen.size,
    changed(tokens: readonly string[]): void {
      for (const token of tokens) unseen.add(token);
      if (tokens.length > 0) tell();
    },
    /** No token: the order list was seen. */
    seen(token?: string): number {
      const before = unseen.size;
      if (token === undefined) unseen.clear();
      else unseen.delete(token);
      if (unseen.size !== before) tell();
      return unseen.size;
    },
    clear(): void {
      if (unseen.size === 0) return;
      unseen.clear();
      tell();
    },
  };
}
