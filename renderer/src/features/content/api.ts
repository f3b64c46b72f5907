import { queryOptions } from '@tanstack/react-query';
import type { Storefront } from '../../../../contract/bridge';
import { storefront } from '../../state/storefront';
import { answerOf } from '../../state/query/storeAnswer';

/**
 * What the content screens ask of the core: one function a contract channel, `<area><Call>` for `<area>:<call>`.
 * Screens and hooks call these, never the bridge itself, so the feature's traffic with the core is read in one place.
 */

export const legalPage: Storefront['legal']['page'] = (...input) => storefront.legal.page(...input);

/** A policy or content page by handle (GET /_api/legal/:handle). */
export const legalPageQuery = (handle: string) =>
  queryOptions({
    queryKey: ['legal:page', { handle }] as const,
    queryFn: async () => (await answerOf(legalPage({ handle }))).page,
  });
