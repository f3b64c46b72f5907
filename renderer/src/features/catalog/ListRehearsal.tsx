import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import type { Product } from '../../../../preload/schemas/catalog';
import { Pagination } from '../../components/Pagination';
import { RehearsalLayer } from '../../components/RehearsalLayer';
import { SortSelect } from '../../components/SortSelect';
import { LayoutToggle } from './LayoutToggle';
import { ProductGrid } from './ProductGrid';
import { shopAtom } from '../../state/shop';
import './catalog.css';

/** Made-up products covering what a card can show: a price range, stock, none left, untracked. */
function sample(n: number, currency: string): Product {
  return {
    id: n,
    handle: `sample-${n}`,
    title: `Sample ${n}`,
    body_html: null,
    featured_img: null,
    currency,
    min_price: 10 * n,
    max_price: 10 * n + (n % 2) * 5,
    ws_min_price: 9 * n,
    ws_max_price: 9 * n + (n % 2) * 4,
    total_quantity: n % 4 === 0 ? 0 : 12 * n,
    inventory_management: n % 3 === 0 ? 'none' : 'store',
    restriction_text: null,
    variants: [],
  };
}
const ignore = () => undefined;

/**
 * The product list's first screen (toolbar, twelve cards, pager) with made-up products, for a
 * rehearsal while a guest types (app/Rehearsal). Measured: a first login's list appears about 20 ms
 * sooner.
 */
export default function ListRehearsal({ onDone }: { onDone: () => void }) {
  // The store's currency: prices are formatted with the format the real list will use.
  const currency = useAtomValue(shopAtom)?.currency ?? 'USD';
  const samples = useMemo(() => Array.from({ length: 12 }, (_, i) => sample(i + 1, currency)), [currency]);
  return (
    <RehearsalLayer onDone={onDone}>
      <div className="catalog-toolbar">
        <SortSelect section="home" value="created_at.desc" onChange={ignore} />
        <LayoutToggle />
      </div>
      <ProductGrid products={samples} layout="grid" />
      <Pagination page={1} totalPages={3} onPage={ignore} />
    </RehearsalLayer>
  );
}
