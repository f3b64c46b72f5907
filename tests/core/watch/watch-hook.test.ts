import { describe, expect, it } from 'vitest';
import { createMemorySettings, type Notifier } from '../../../electron/core/index';
import type { Buyer } from '../../../electron/core/buyer/buyer-session';
import { createWatch } from '../../../electron/core/watch/watch';
import { watchTable } from '../../../electron/core/watch/watch-store';
import { catalogueOf, item } from '../support/catalogue-db';

/** Two buyers' databases, each with its catalogue: variant 100 is in stock in both. */
function twoBuyers() {
  const mine = catalogueOf([item(1, 'Work Gloves', [['M', 'SAF-0078-06']])]);
  const theirs = catalogueOf([item(1, 'Work Gloves', [['M', 'SAF-0078-06']])]);
  // Both watch it as sold out when they last heard of it.
  for (const { db } of [mine, theirs]) watchTable(db).add({ variant_id: 100, sku: 'SAF-0078-06', name: 'Work Gloves M', unit_price: 1, in_stock: false }, new Date());
  return { mine, theirs };
}

describe('the watch at the end of a catalogue pass', () => {
  it('compares only a pass that wrote the signed-in buyer’s database: another buyer’s pass is never read', () => {
    const { mine, theirs } = twoBuyers();
    const shown: Parameters<Notifier['show']>[0][] = [];
    const watch = createWatch({
      buyers: { current: (): Buyer => ({ origin: 'https://shop.example.com', email: 'demo@wholesale.test' }), database: () => mine.db },
      clock: { now: () => new Date('2026-12-02T10:00:00Z') },
      emit: () => undefined,
      notifier: { show: (n) => void shown.push(n) },
      settings: createMemorySettings(),
      catalogue: () => mine.table,
    });
    watch.refreshed({ db: theirs.db, table: theirs.table, complete: true });
    expect(shown).toEqual([]);
    expect(watchTable(theirs.db).list()[0]?.in_stock).toBe(false); // left as it was: not read, not kept
    watch.refreshed({ db: mine.db, table: mine.table, complete: true });
    expect(shown.map((n) => n.title)).toEqual(['Back in stock: SAF-0078-06 Work Gloves M']);
  });
});
