import type { StoreHolder } from '../store-holder';
import type { CacheOwner } from './cache-files';

/**
 * Whose saved answers may be read and written: the customer the core last learned of (through
 * observeCustomer) on the store of the moment. A logout, another login or a store switch forgets
 * them at once, so no buyer is ever shown another's cart or prices.
 */
export interface CustomerTracker {
  loggedIn(email: string): void;
  customerIs(email: string, asked: number): void;
  session(): number;
  /** Null while nobody is known to be logged in. */
  owner(): CacheOwner | null;
  dispose(): void;
}

export function createCustomerTracker(holder: Pick<StoreHolder, 'url' | 'onSessionChange'>): CustomerTracker {
  let generation = 0;
  let email: string | null = null;
  const unsubscribe = holder.onSessionChange(() => {
    generation += 1;
    email = null;
  });
  const origin = () => {
    const url = holder.url();
    return url ? new URL(url).origin : null;
  };
  return {
    loggedIn(who) {
      email = who.trim().toLowerCase();
    },
    customerIs(who, asked) {
      if (asked === generation) email = who.trim().toLowerCase();
    },
    session: () => generation,
    owner() {
      const store = origin();
      return store && email ? { origin: store, email } : null;
    },
    dispose: unsubscribe,
  };
}
