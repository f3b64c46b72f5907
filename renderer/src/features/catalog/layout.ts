import { atomWithStorage } from 'jotai/utils';

export type CatalogLayout = 'grid' | 'list';

/** The grid/list choice, remembered across restarts. */
export const catalogLayoutAtom = atomWithStorage<CatalogLayout>('wholesale-desk.catalog-layout', 'grid', undefined, {
  getOnInit: true,
});

export type VariantLayout = 'table' | 'grid';

/**
 * How a size-by-colour product's variants are entered: the grid, sizes down and colours across, or
 * the table every product has. The grid until the buyer picks the table; the choice is remembered
 * across restarts. A product whose names do not split in two always shows the table.
 */
export const variantLayoutAtom = atomWithStorage<VariantLayout>('wholesale-desk.variant-layout', 'grid', undefined, {
  getOnInit: true,
});
