import { describe, expect, it } from 'vitest';
import type { Variant } from '../../../../contract/schemas/catalog';
import { gridTotals, nextCell, sizeGridOf } from '../../../../renderer/src/features/catalog/sizeGrid';

/** Only what the grid reads of a variant: its id and name. */
const variant = (id: number, name: string): Variant => ({ id, name, variant_name: name }) as unknown as Variant;

const gloves = [variant(1, 'S / Blue'), variant(2, 'S / Black'), variant(3, 'M / Blue'), variant(4, 'M / Black'), variant(5, 'L / Blue')];

describe('size-by-colour grid', () => {
  it('puts the first part down and the second across, in the store order, with no cell where no variant is', () => {
    const grid = sizeGridOf(gloves);
    expect(grid?.rows).toEqual(['S', 'M', 'L']);
    expect(grid?.columns).toEqual(['Blue', 'Black']);
    expect(grid?.cell(1, 1)?.id).toBe(4);
    expect(grid?.cell(2, 1)).toBeUndefined();
  });

  it('is no grid when one name does not split in two, when only one size or colour is there, or when two variants claim a cell', () => {
    expect(sizeGridOf([...gloves, variant(6, 'XL')])).toBeNull();
    expect(sizeGridOf([variant(1, 'S / Blue / Matte'), variant(2, 'M / Blue / Matte')])).toBeNull();
    expect(sizeGridOf([variant(1, 'M / Blue'), variant(2, 'M / Black')])).toBeNull();
    expect(sizeGridOf([variant(1, 'S / Blue'), variant(2, 'M / Black'), variant(3, 'M / Black')])).toBeNull();
    expect(sizeGridOf([])).toBeNull();
  });

  it('adds the typed quantities up per size, per colour and in all', () => {
    const grid = sizeGridOf(gloves)!;
    const typed = new Map<number, number | null>([
      [1, 6],
      [2, 12],
      [4, 3],
      [5, null],
    ]);
    expect(gridTotals(grid, typed)).toEqual({ rows: [18, 3, 0], columns: [6, 15], all: 21 });
  });

  it('moves an arrow to the nearest box the buyer can type in, and nowhere past the edge', () => {
    const grid = sizeGridOf(gloves)!;
    const all = () => true;
    expect(nextCell(grid, { row: 0, column: 0 }, 'right', all)).toEqual({ row: 0, column: 1 });
    expect(nextCell(grid, { row: 0, column: 1 }, 'right', all)).toBeNull();
    expect(nextCell(grid, { row: 1, column: 1 }, 'down', all)).toBeNull(); // L / Black does not exist
    expect(nextCell(grid, { row: 0, column: 0 }, 'down', (v) => v.id !== 3)).toEqual({ row: 2, column: 0 });
    expect(nextCell(grid, { row: 0, column: 0 }, 'up', all)).toBeNull();
  });
});
