import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BudgetView, setBudgetInputSchema } from '../../../../contract/schemas/standing';
import { storefront } from '../storefront';
import { answerOf } from './storeAnswer';

/** The buyer's spend budget and this period's spend, as kept on this computer (the review, the cart, insights, settings). */
export const budgetQuery = () =>
  queryOptions({
    queryKey: ['budget:get'] as const,
    queryFn: (): Promise<BudgetView> => answerOf(storefront.budget.get()),
  });

/** Keeps a budget (or none); the screens showing it read the new one. */
export function useSetBudget(): (input: z.input<typeof setBudgetInputSchema>) => Promise<BudgetView> {
  const client = useQueryClient();
  return useCallback(
    async (input) => {
      const view = await answerOf(storefront.budget.set(input));
      client.setQueryData(budgetQuery().queryKey, view);
      return view;
    },
    [client],
  );
}
