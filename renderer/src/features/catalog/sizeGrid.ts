import type { Variant } from '../../../../contract/schemas/catalog';

/** What separates the two parts of a size-by-colour variant's name ("M / Blue"). */
const PART_SEPARATOR = ' / ';

/** A product's variants laid out as sizes down and colours across; a missing pair has no cell. */
export interface SizeGrid {
  /** The first part of the names, in the order the store lists the variants. */
  rows: string[];
  /** The second part of the names, in the same order. */
  columns: string[];
  /** The variant of a row and column, or undefined where the store has none. */
  cell: (row: number, column: number) => Variant | undefined;
}

/**
 * The grid a product's variants make when every name splits into the same two parts and together
 * they span at least two rows and two columns (one size in three colours is a table, not a grid).
 * Null otherwise, and when two variants claim the same cell: the buyer would not know which one a
 * box orders.
 */
export function sizeGridOf(variants: readonly Variant[]): SizeGrid | null {
  const rows: string[] = [];
  const columns: string[] = [];
  const cells = new Map<string, Variant>();
  for (const variant of variants) {
    const parts = (variant.variant_name || variant.name).split(PART_SEPARATOR).map((part) => part.trim());
    const [row, column] = parts;
    if (parts.length !== 2 || !row || !column) return null;
    if (!rows.includes(row)) rows.push(row);
    if (!columns.includes(column)) columns.push(column);
    const key = cellKey(rows.indexOf(row), columns.indexOf(column));
    if (cells.has(key)) return null;
    cells.set(key, variant);
  }
  if (rows.length < 2 || columns.length < 2) return null;
  return { rows, columns, cell: (row, column) => cells.get(cellKey(row, column)) };
}

function cellKey(row: number, column: number): string {
  return `${row}:${column}`;
}

/** Units typed per row, per column and in all, as the grid's margins show them. */
export interface GridTotals {
  rows: number[];
  columns: number[];
  all: number;
}

export function gridTotals(grid: SizeGrid, quantities: ReadonlyMap<number, number | null>): GridTotals {
  const rows = grid.rows.map(() => 0);
  const columns = grid.columns.map(() => 0);
  let all = 0;
  grid.rows.forEach((_, r) => {
    grid.columns.forEach((_, c) => {
      const variant = grid.cell(r, c);
      const quantity = variant ? (quantities.get(variant.id) ?? 0) : 0;
      rows[r] = (rows[r] ?? 0) + quantity;
      columns[c] = (columns[c] ?? 0) + quantity;
      all += quantity;
    });
  });
  return { rows, columns, all };
}

export type GridMove = 'up' | 'down' | 'left' | 'right';

/**
 * The cell an arrow key moves to from (row, column): the nearest cell in that direction that has a
 * box the buyer can type in, or null at the grid's edge.
 */
export function nextCell(
  grid: SizeGrid,
  from: { row: number; column: number },
  move: GridMove,
  usable: (variant: Variant) => boolean,
): { row: number; column: number } | null {
  const [dr, dc] = move === 'up' ? [-1, 0] : move === 'down' ? [1, 0] : move === 'left' ? [0, -1] : [0, 1];
  let row = from.row + dr;
  let column = from.column + dc;
  while (row >= 0 && row < grid.rows.length && column >= 0 && column < grid.columns.length) {
    const variant = grid.cell(row, column);
    if (variant && usable(variant)) return { row, column };
    row += dr;
    column += dc;
  }
  return null;
}
