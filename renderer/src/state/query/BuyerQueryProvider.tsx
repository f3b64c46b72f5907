import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { storefront } from '../storefront';
import { createBuyerQueryClient } from './queryClient';
import { nextBuyerClient, onBuyerGone } from './buyerClient';
import { BuyerCacheContext, type BuyerCache } from './buyerCache';

/**
 * The store answers the page holds belong to one buyer: when the core says the buyer changed (a
 * login, a logout, a store switch), the session ended (kiosk idle logout) or expired, the whole cache
 * is cleared and a new one takes its place, so nothing read for one buyer can show to the next.
 * When the store answers again after being away, what was read meanwhile (the core's offline copy)
 * is asked again.
 */
export function BuyerQueryProvider({ children }: { children: ReactNode }) {
  const [held, setHeld] = useState(() => ({ client: createBuyerQueryClient(), generation: 0 }));
  // The cache in use now, for an answer that comes before the page has drawn the buyer change.
  const latest = useRef(held);
  const forget = useCallback(() => {
    const old = latest.current;
    latest.current = { client: nextBuyerClient(old.client), generation: old.generation + 1 };
    setHeld(latest.current);
  }, []);
  const current = useCallback(() => latest.current.client, []);
  useEffect(() => onBuyerGone(storefront.on, forget), [forget]);

  const { client, generation } = held;
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
