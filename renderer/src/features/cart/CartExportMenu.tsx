import { useCallback } from 'react';
import type { Cart } from '../../../../contract/schemas/cart';
import type { ExportLine } from '../../components/ExportCsvButton';
import { ExportMenu } from '../../components/menu/ExportMenu';
import { useTranslation } from '../../i18n/useTranslation';
import { lineName } from './rowProblems';

/** The cart's lines for CSV and Excel (SKU, quantity, product, variant, unit price), to re-import in quick order. */
function cartExportLines(cart: Pick<Cart, 'order_item'>): ExportLine[] {
  return cart.order_item
    .filter((item) => item.sku)
    .map((item) => ({ sku: item.sku!, quantity: item.quantity, product: item.product_name, variant: item.variant_name, unit_price: item.unit_price }));
}

/** The cart's Export menu: the quote as a PDF, CSV, Excel and "Save as order list", of the saved cart (what the store holds, not unsaved edits). */
export function CartExportMenu({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const lines = useCallback(() => cartExportLines(cart), [cart]);
  const listLines = useCallback(
    () => cart.order_item.map((item) => ({ variant_id: item.variant_id, sku: item.sku, name: lineName(item), quantity: item.quantity, unit_price: item.unit_price })),
    [cart],
  );
  return (
    <ExportMenu
      fileName="cart"
      lines={lines}
      list={{ lines: listLines, currency: cart.currency, defaultName: t('order_lists.name_from_cart') }}
      pdf={{ name: t('document.quote_title'), label: t('document.save_quote_pdf') }}
    />
  );
}
