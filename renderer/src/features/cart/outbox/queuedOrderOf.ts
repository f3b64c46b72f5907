import type { Cart } from '../../../../../preload/schemas/cart';
import type { ChannelInput } from '../../../../../preload/contract';
import type { Quantities } from '../../../lib/quantity';
import { addressLine } from '../../../lib/postalAddress';
import { lineName } from '../rowProblems';

/**
 * The order the outbox keeps from the cart on screen: the quantities as typed (a line at 0 left out),
 * each at the unit price the buyer sees, with the billing address they chose. Null without a line or
 * an address.
 */
export function queuedOrderOf(cart: Cart, quantities: Quantities, billingAddressId: number | null, remark: string): ChannelInput<'outbox:queue'> | null {
  const address = cart.billing_addresses.find((a) => a.id === billingAddressId);
  const lines = cart.order_item.flatMap((item) => {
    const quantity = quantities.get(item.variant_id) ?? item.quantity;
    if (!quantity || quantity <= 0) return [];
    const same = quantity === item.quantity;
    return [{
      variant_id: item.variant_id,
      sku: item.sku,
      name: lineName(item),
      quantity,
      unit_price: item.unit_price,
      item_subtotal: same ? item.item_subtotal : Math.round(item.unit_price * quantity * 100) / 100,
    }];
  });
  if (!address || lines.length === 0) return null;
  const changed = lines.some((line, i) => line.quantity !== cart.order_item[i]?.quantity) || lines.length !== cart.order_item.length;
  const total = changed ? Math.round(lines.reduce((sum, line) => sum + line.item_subtotal, 0) * 100) / 100 : cart.total_price;
  return {
    lines,
    billing_address: { id: address.id, label: addressLine(address).slice(0, 2000) },
    remark,
    currency: cart.currency,
    total_price: total,
  };
}
