import type { CatalogLayout } from './layout';

/** The grid's columns and sizes, as product-grid.css and catalog.css lay them out. */
const CONTAINER_PX = 1200; // --container
const GRID_GAP_PX = 24; // --space-5
const CARD_TEXT_PX = 130; // title, price, retail price, stock under a grid card's square image
const LIST_ROW_PX = 108; // a list row: its 96 px image and the gap
const MEDIUM_PX = 768;

/**
 * How many cards fill a window of `width` x `height` before any scrolling: the rows that reach
 * its bottom edge, counted over the whole window (the header above the grid only adds margin),
 * across the grid's columns. Rendered first; the rest of the page follows a frame later.
 */
export function firstScreenOf(layout: CatalogLayout, width: number, height: number): number {
  // At least a row: a window minimised or not yet laid out reports no height.
  const rows = (rowPx: number) => Math.max(1, Math.ceil(height / rowPx));
  if (layout === 'list') return rows(LIST_ROW_PX);
  const columns = width >= MEDIUM_PX ? 3 : 2;
  const cardWidth = (Math.min(width, CONTAINER_PX) - (columns - 1) * GRID_GAP_PX) / columns;
  return columns * rows(cardWidth + CARD_TEXT_PX + GRID_GAP_PX);
}
