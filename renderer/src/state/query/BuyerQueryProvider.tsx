import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { storefront } from '../storefront';
import { buyerGenerationAtom, nextBuyerAtom } from '../buyerScope';
import { buyerQueryClientAtom } from './buyerClient';
import { BuyerCacheContext, type BuyerCache } from './buyerCache';

/**
 * The store answers the page holds belong to one buyer: each new buyer (buyerScope.ts: a login, a
 * logout, a store switch, a kiosk's idle logout, an expired session) gets a new cache, and the last
 * one is cleared, so nothing read for one buyer can show to the next. When the store answers again
 * after being away, what was read meanwhile (the core's offline copy) is asked again.
 */
export function BuyerQueryProvider({ children }: { children: ReactNode }) {
  const store = useStore();
  const generation = useAtomValue(buyerGenerationAtom);
  const client = useAtomValue(buyerQueryClientAtom);
  const current = useCallback(() => store.get(buyerQueryClientAtom), [store]);
  const forget = useCallback(() => store.set(nextBuyerAtom), [store]);

  useEffect(
    () =>
      storefront.on('store:connectivity', ({ online }) => {
        if (online) void client.invalidateQueries();
      }),
    [client],
  );

  const cache = useMemo<BuyerCache>(() => ({ client, generation, forget, current }), [client, generation, forget, current]);
  return (
    <BuyerCacheContext value={cache}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </BuyerCacheContext>
  );
}
