import { atomWithStorage } from 'jotai/utils';

export type CatalogLayout = 'grid' | 'list';

/** The grid/list choice, remembered across restarts. */
export const catalogLayoutAtom = atomWithStorage<CatalogLayout>('wholesale-desk.catalog-layout', 'grid', undefined, {
  getOnInit: true,
});

export type VariantLayout = 'table' | 'grid';

/**
 * How a size-by-colour product's variants are entered: the table every product has, or the grid.
 * The table until the buyer picks the grid; the choice is remembered across restarts.
 */
export const variantLayoutAtom = atomWithStorage<VariantLayout>('wholesale-desk.variant-layout', 'table', undefined, {
  getOnInit: true,
});
