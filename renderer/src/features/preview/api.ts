import { queryOptions } from '@tanstack/react-query';
import type { Storefront } from '../../../../contract/bridge';
import type { SortBy } from '../../../../contract/schemas/catalog';
import { storefront } from '../../state/storefront';
import { answerOf } from '../../state/query/storeAnswer';

/**
 * What the preview screens ask of the core: one function a contract channel, `<area><Call>` for `<area>:<call>`.
 * Screens and hooks call these, never the bridge itself, so the feature's traffic with the core is read in one place.
 */

export const catalogPreviewProducts: Storefront['catalog']['previewProducts'] = (...input) => storefront.catalog.previewProducts(...input);

/** catalog:previewProducts for one sort and page, in the buyer's cache; works for guests. */
export const previewProductsQuery = (sort: SortBy, page: number) =>
  queryOptions({
    queryKey: ['catalog:previewProducts', { sort, page }] as const,
    queryFn: () => answerOf(catalogPreviewProducts({ sort_by: sort, page })),
  });
