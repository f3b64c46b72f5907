import { useEffect } from 'react';
import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * An answer shown on this visit is asked again on the next, however soon: only one asked ahead
 * (a login, a link's hover) counts as current without asking. When the screen leaves the answer
 * (or turns to another page of it), the answer is marked as past, and kept to show meanwhile.
 */
export function useAskAgainNextVisit(queryKey: QueryKey): void {
  const client = useQueryClient();
  // The key by value: a screen makes a new array at each render for the same answer.
  const hash = hashKey(queryKey);
  useEffect(() => {
    const key = JSON.parse(hash) as QueryKey;
    return () => void client.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
  }, [client, hash]);
}
