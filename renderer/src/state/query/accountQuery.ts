import { queryOptions } from '@tanstack/react-query';
import { storefront } from '../storefront';
import { answerOf } from './storeAnswer';

/** GET /_api/account: the buyer's details, addresses and order list in one answer, read by the account and orders screens alike. */
export const accountQuery = () =>
  queryOptions({
    queryKey: ['account:get'] as const,
    queryFn: () => answerOf(storefront.account.get()),
  });
