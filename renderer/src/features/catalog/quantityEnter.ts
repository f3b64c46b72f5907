import type { KeyboardEvent } from 'react';
import { onQuantityEnter } from '../../components/quantityEnter';

/**
 * Keyboard-first entry on the product page: Enter in a variant's quantity goes to the next
 * variant's (skipping those that cannot be ordered); Enter in the last one presses Add to cart.
 */
export function onVariantQuantityEnter(event: KeyboardEvent<HTMLElement>, fieldSelector?: string): void {
  // The bar's own button (its first): the Add to cart of this page, whatever its label says now.
  onQuantityEnter(event, () => document.querySelector<HTMLButtonElement>('.add-to-cart-bar > button')?.click(), fieldSelector);
}
