import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { Cart } from '../../../../contract/schemas/cart';
import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { useBarcodeScanner } from '../../components/scan/useBarcodeScanner';
import { useScanLookup } from '../../components/scan/useScanLookup';
import { stepOf, type Quantities } from '../../lib/quantity';

/**
 * Scans on the filled cart: a variant on a line raises that line by one carton step, like its +
 * button (saved on its own with the other changes); another variant goes to `onScanNew`.
 */
export function useCartScan({
  cartRef,
  quantities,
  onQuantity,
  onScanNew,
}: {
  cartRef: RefObject<Cart>;
  quantities: Quantities;
  onQuantity: (id: number, quantity: number | null) => void;
  onScanNew: (entry: IndexEntry) => void;
}): void {
  const lookup = useScanLookup();
  const latest = useRef(quantities);
  useLayoutEffect(() => {
    latest.current = quantities;
  });
  useBarcodeScanner(async (code) => {
    const entry = await lookup(code);
    if (!entry) return;
    const line = cartRef.current?.order_item.find((item) => item.variant_id === entry.variant.id);
    if (!line) {
      onScanNew(entry);
      return;
    }
    const now = latest.current.get(line.variant_id) ?? line.quantity;
    onQuantity(line.variant_id, (now ?? 0) + stepOf(entry.variant));
  });
}
