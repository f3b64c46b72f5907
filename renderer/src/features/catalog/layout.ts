import { atomWithStorage } from 'jotai/utils';

export type CatalogLayout = 'grid' | 'list';

/** The grid/list choice, remembered across restarts. */
export const catalogLayoutAtom = atomWithStorage<CatalogLayout>('wholesale-desk.catalog-layout', 'grid', undefined, {
  getOnInit: true,
});
