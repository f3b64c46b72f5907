import type { KeyboardEvent } from 'react';
import { isComposing } from '../lib/composition';

/**
 * Keyboard-first entry in a table of quantity fields: Enter in one goes to the next (skipping those
 * that cannot be ordered); Enter in the last calls `onLast` (the screen's Add to cart). Delegated
 * from the table, so the shared quantity field stays unaware of the page it is on.
 */
export function onQuantityEnter(event: KeyboardEvent<HTMLElement>, onLast: () => void, fieldSelector = '.qty-stepper__input'): void {
  if (event.key !== 'Enter' || isComposing(event) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const field = event.target;
  if (!(field instanceof HTMLInputElement) || !field.matches(fieldSelector)) return;
  event.preventDefault();
  const fields = Array.from(event.currentTarget.querySelectorAll<HTMLInputElement>(`${fieldSelector}:not(:disabled)`));
  const next = fields[fields.indexOf(field) + 1];
  if (next) {
    next.focus();
    next.select();
    return;
  }
  onLast();
}
