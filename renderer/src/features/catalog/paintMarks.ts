/**
 * Performance marks for `npm run bench`: when a product page's data arrives, when the list that
 * shows it has been laid out, and when the frame after that has gone out. Cheap enough to leave
 * on; they show in DevTools' timeline too.
 */
const DATA = 'catalog:data';
export const LIST_LAYOUT_MEASURE = 'catalog:data-to-layout';
export const LIST_PAINT_MEASURE = 'catalog:data-to-paint';

export function markDataInHand(): void {
  performance.mark(DATA);
}

/** Call from a layout effect once the list committed. */
export function measureListPaint(): void {
  if (performance.getEntriesByName(DATA, 'mark').length === 0) return;
  // Reading a box makes the browser finish style and layout now, so the figure includes them.
  void document.body.getBoundingClientRect();
  performance.measure(LIST_LAYOUT_MEASURE, DATA);
  requestAnimationFrame(() => {
    setTimeout(() => {
      performance.measure(LIST_PAINT_MEASURE, DATA);
      performance.clearMarks(DATA);
    }, 0);
  });
}
