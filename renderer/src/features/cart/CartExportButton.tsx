import { useCallback } from 'react';
import type { Cart } from '../../../../preload/schemas/cart';
import { ExportLinesButtons, type ExportLine } from '../../components/ExportCsvButton';
import './cart-export.css';

/** The cart's lines for CSV and Excel (SKU, quantity, product, variant, unit price), to re-import in quick order. */
function cartExportLines(cart: Pick<Cart, 'order_item'>): ExportLine[] {
  return cart.order_item
    .filter((item) => item.sku)
    .map((item) => ({ sku: item.sku!, quantity: item.quantity, product: item.product_name, variant: item.variant_name, unit_price: item.unit_price }));
}

/** "Export CSV" and "Export Excel" of the saved cart (what the store holds, not unsaved edits). */
export function CartExportButton({ cart }: { cart: Cart }) {
  const lines = useCallback(() => cartExportLines(cart), [cart]);
  return (
    <div className="cart-export">
      <ExportLinesButtons fileName="cart" lines={lines} />
    </div>
  );
}
