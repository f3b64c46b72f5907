import { queryOptions } from '@tanstack/react-query';
import { storefront } from '../../state/storefront';
import { answerOf } from '../../state/query/storeAnswer';

/** A policy or content page by handle (GET /_api/legal/:handle). */
export const legalPageQuery = (handle: string) =>
  queryOptions({
    queryKey: ['legal:page', { handle }] as const,
    queryFn: async () => (await answerOf(storefront.legal.page({ handle }))).page,
  });
