/**
 * Puts the keyboard on a cart line's fix ("Lower to 3", "Remove this line"), else its quantity, and
 * brings the row into view: where Place order sends a buyer whose order was refused for that line.
 */
export function focusLineFix(variantId: number): void {
  const row = document.querySelector<HTMLElement>(`.cart-table [data-variant-id="${variantId}"]`);
  const target = row?.querySelector<HTMLElement>('.cart-row__fix:not(:disabled)') ?? row?.querySelector<HTMLElement>('input');
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}
