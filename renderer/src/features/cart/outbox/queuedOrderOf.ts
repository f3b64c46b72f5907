import type { Cart } from '../../../../../contract/schemas/cart';
import type { ChannelInput } from '../../../../../contract/contract';
import type { CartEstimate } from '../../../lib/cartEstimate';
import { addressLine } from '../../../lib/postalAddress';
import { lineName } from '../rowProblems';

/**
 * The order the outbox keeps from the cart on screen: exactly what its review shows, the quantities
 * as typed (a line at none left out), each at the unit price the estimate gives (the store's for a
 * line it priced at that quantity, the tier's otherwise, marked as the app's), with the billing
 * address chosen. Null without a line or an address.
 */
export function queuedOrderOf(cart: Cart, estimate: CartEstimate, billingAddressId: number | null, remark: string): ChannelInput<'outbox:queue'> | null {
  const address = cart.billing_addresses.find((a) => a.id === billingAddressId);
  if (!address || estimate.lines.length === 0) return null;
  return {
    lines: estimate.lines.map((line) => ({
      variant_id: line.item.variant_id,
      sku: line.item.sku,
      name: lineName(line.item),
      quantity: line.quantity,
      unit_price: line.unit_price,
      item_subtotal: line.item_subtotal,
      ...(line.estimated ? { estimated: true } : {}),
    })),
    billing_address: { id: address.id, label: addressLine(address).slice(0, 2000) },
    remark,
    currency: cart.currency,
    total_price: estimate.total,
  };
}
