import type { KeyboardEvent } from 'react';

/**
 * Keyboard-first entry on the product page: Enter in a variant's quantity goes to the next
 * variant's (skipping those that cannot be ordered); Enter in the last one presses Add to cart.
 * Delegated from the table, so the shared quantity field stays unaware of the page it is on.
 */
export function onVariantQuantityEnter(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const field = event.target;
  if (!(field instanceof HTMLInputElement) || !field.matches('.qty-stepper__input')) return;
  event.preventDefault();
  const fields = Array.from(event.currentTarget.querySelectorAll<HTMLInputElement>('.qty-stepper__input:not(:disabled)'));
  const next = fields[fields.indexOf(field) + 1];
  if (next) {
    next.focus();
    next.select();
    return;
  }
  // The bar's own button (its first): the Add to cart of this page, whatever its label says now.
  document.querySelector<HTMLButtonElement>('.add-to-cart-bar > button')?.click();
}
