import { listProducts } from '../api/catalog';
import type { Connection } from '../http/connection';
import type { BuyerSession } from '../buyer/buyer-session';
import type { StoreHolder } from '../store-holder';
import type { ProductIndex } from './product-index';
import { createProductLookup, type LookupLimits, type ProductLookup } from './product-lookup';

/** The lookup of the store and customer session of the moment. */
export interface SessionLookups {
  /** Null while no store is configured. */
  current(): ProductLookup | null;
  dispose(): void;
}

export interface SessionLookupOptions extends LookupLimits {
  /** Where the products are kept: the buyer's catalogue (`catalogueBackedIndex`). */
  makeIndex: (connection: Connection) => ProductIndex;
}

/**
 * Prices and even the products shown depend on who is logged in, so an index belongs to one
 * connection and one customer session: logout, another login or a store switch drops it (and
 * stops its walk), and the next lookup starts a new one.
 */
export function createSessionLookups(
  holder: Pick<StoreHolder, 'connection'>,
  buyers: Pick<BuyerSession, 'onChange'>,
  options: SessionLookupOptions,
): SessionLookups {
  const { makeIndex } = options;
  let active: { connection: Connection; lookup: ProductLookup } | null = null;

  const drop = () => {
    active?.lookup.dispose();
    active = null;
  };
  const unsubscribe = buyers.onChange(drop);

  return {
    current() {
      const connection = holder.connection();
      if (active && active.connection !== connection) drop();
      if (!connection) return null;
      active ??= {
        connection,
        lookup: createProductLookup((query) => listProducts(connection, query), makeIndex(connection), options),
      };
      return active.lookup;
    },
    dispose() {
      unsubscribe();
      drop();
    },
  };
}
