import { queryOptions } from '@tanstack/react-query';
import type { PolicyLink } from '../../../../contract/schemas/shop';
import { legalList } from '../../lib/api';
import { answerOf, failureOf, StoreError } from '../../state/query/storeAnswer';

/**
 * The store's policy links (GET /_api/legal): none when the store has no policies. Any other
 * failure is only logged: the footer keeps its copyright, and the next visit asks again.
 */
export const legalListQuery = () =>
  queryOptions({
    queryKey: ['legal:list'] as const,
    queryFn: async (): Promise<PolicyLink[]> => {
      try {
        return (await answerOf(legalList())).policies;
      } catch (error) {
        if (error instanceof StoreError && error.kind === 'not_found') return [];
        console.warn(`legal:list failed: ${failureOf(error).message}`);
        throw error;
      }
    },
  });
