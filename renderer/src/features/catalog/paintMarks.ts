import { LIST_DATA_MARK as DATA } from '../../state/query/catalogQuery';

/**
 * Performance marks for `npm run bench`: when a product page's data arrives (marked by its query), when the list that
 * shows it has been laid out, and when the frame after that has gone out. Cheap enough to leave
 * on; they show in DevTools' timeline too.
 */
const LIST_LAYOUT_MEASURE = 'catalog:data-to-layout';
const LIST_PAINT_MEASURE = 'catalog:data-to-paint';

const LIST_WHOLE_MEASURE = 'catalog:data-to-whole-list';

const dataMark = (): number | null => performance.getEntriesByName(DATA, 'mark')[0]?.startTime ?? null;

/** Call from a layout effect once the list committed (its first screenful, see ProductGrid). */
export function measureListPaint(): void {
  const start = dataMark();
  if (start === null) return;
  // Reading a box makes the browser finish style and layout now, so the figure includes them.
  void document.body.getBoundingClientRect();
  performance.measure(LIST_LAYOUT_MEASURE, { start });
  requestAnimationFrame(() => {
    setTimeout(() => performance.measure(LIST_PAINT_MEASURE, { start }), 0);
  });
}

/** Call from a layout effect once every card of the page is laid out. */
export function measureWholeList(): void {
  const start = dataMark();
  if (start === null) return;
  void document.body.getBoundingClientRect();
  performance.measure(LIST_WHOLE_MEASURE, { start });
  performance.clearMarks(DATA);
}
