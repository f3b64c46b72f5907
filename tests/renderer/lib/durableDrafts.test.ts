import { describe, expect, it, vi } from 'vitest';
import type { DraftEntry } from '../../../contract/schemas/drafts';
import { createDurableDrafts } from '../../../renderer/src/lib/durableDrafts';

describe('durable drafts: flushAll', () => {
  it('writes every pending save at once and waits for the writes, so a store switch loses no typed quantity', async () => {
    vi.useFakeTimers();
    try {
      const written: [string, DraftEntry[]][] = [];
      const finishers: (() => void)[] = [];
      const durable = createDurableDrafts((scope, entries) => {
        written.push([scope, entries]);
        return new Promise<void>((resolve) => finishers.push(resolve));
      });
      durable.save('cart:abc', [{ variant_id: 1, quantity: 5, base: 2 }]);
      durable.save('product:tee', [{ variant_id: 7, quantity: 3, base: 1 }]);
      let flushed = false;
      const flush = durable.flushAll().then(() => (flushed = true));
      expect(written.map(([scope]) => scope)).toEqual(['cart:abc', 'product:tee']);
      await Promise.resolve();
      expect(flushed).toBe(false);
      for (const finish of finishers) finish();
      await flush;
      expect(flushed).toBe(true);
      // Nothing is written twice when the debounce would have fired.
      vi.runAllTimers();
      expect(written).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
