import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../electron/core/local-data/migrations';
import { compareWatched } from '../../../electron/core/watch/changes';
import { watchTable } from '../../../electron/core/watch/watch-store';

const glove = { variant_id: 7, sku: 'SAF-0078-06', name: 'Work Gloves M', unit_price: 12.8, in_stock: false };

describe('the watched variants in the buyer database', () => {
  it('keeps a watch over a restart of the table, once per variant, and forgets a removed one', () => {
    const db = new Database(':memory:');
    migrate(db);
    const table = watchTable(db);
    table.add(glove, new Date('2026-12-02T10:00:00Z'));
    table.add({ ...glove, unit_price: 1 }, new Date('2026-12-02T11:00:00Z'));
    expect(watchTable(db).list()).toEqual([glove]);
    table.remove(7);
    expect(table.list()).toEqual([]);
  });

  it('keeps what the buyer was told, so the next refresh does not tell it again', () => {
    const db = new Database(':memory:');
    migrate(db);
    const table = watchTable(db);
    table.add(glove, new Date('2026-12-02T10:00:00Z'));
    const now = new Map([[7, { sku: glove.sku, name: glove.name, unit_price: 12.8, in_stock: true }]]);
    const first = compareWatched(table.list(), now, 5);
    expect(first.changes).toHaveLength(1);
    table.keep(first.kept);
    expect(compareWatched(table.list(), now, 5).changes).toEqual([]);
  });
});
