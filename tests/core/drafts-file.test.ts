import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { draftsIn, MAX_DRAFT_SCOPES, TOO_MANY } from '../../electron/core/drafts/draft-store';
import { openBuyerDatabase } from '../../electron/core/local-data/buyer-database';

/** Unsent quantities kept in the buyer's database, surviving a quit. */
const dirs: string[] = [];
const open: Database.Database[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'drafts-'));
  dirs.push(dir);
  return dir;
};
const ana = { origin: 'https://store-a.test', email: 'ana@buyer.test' };
const openFor = (dir: string) => {
  const db = openBuyerDatabase(dir, ana, () => undefined);
  open.push(db);
  return db;
};
const line = (variant_id: number, quantity: number | null, base: number | null = 1) => ({ variant_id, quantity, base });

describe('drafts in the buyer database', () => {
  it('keeps what was saved across a relaunch, replaces a scope, and discards one scope or all', () => {
    const dir = dataDir();
    const first = openFor(dir);
    const kept = draftsIn(first);
    kept.save('cart:c1', [line(1, 5)]);
    kept.save('cart:c1', [line(1, 7), line(2, null, 3)]);
    kept.save('product:tee', [line(9, 12, null)]);
    first.close();

    const relaunched = draftsIn(openFor(dir));
    expect(relaunched.list().map((d) => [d.scope, d.entries]).sort()).toEqual([
      ['cart:c1', [line(1, 7), line(2, null, 3)]],
      ['product:tee', [line(9, 12, null)]],
    ]);
    relaunched.discard('product:tee');
    expect(relaunched.list().map((d) => d.scope)).toEqual(['cart:c1']);
    relaunched.save('cart:c1', []);
    expect(relaunched.list()).toEqual([]);
    relaunched.save('cart:c2', [line(4, 4)]);
    relaunched.discard();
    expect(relaunched.list()).toEqual([]);
  });

  it('keeps the newest scopes only', () => {
    let clock = Date.parse('2026-11-24T00:00:00Z');
    const kept = draftsIn(openFor(dataDir()), () => new Date((clock += 1000)));
    for (let i = 0; i < MAX_DRAFT_SCOPES + 5; i++) kept.save(`product:p${i}`, [line(1, 1, null)]);
    const scopes = kept.list().map((d) => d.scope);
    expect(scopes.length).toBe(MAX_DRAFT_SCOPES);
    expect(scopes).toContain(`product:p${MAX_DRAFT_SCOPES + 4}`);
    expect(scopes).not.toContain('product:p0');
  });

  it('refuses a save that would keep more than a few full carts, and keeps what was there', () => {
    const kept = draftsIn(openFor(dataDir()));
    kept.save('cart:c1', [line(1, 5)]);
    const huge = Array.from({ length: 5_000 }, (_, i) => line(100_000_000 + i, 99_999, 99_999));
    expect(() => {
      for (let i = 0; i < 30; i++) kept.save(`product:big${i}`, huge);
    }).toThrow(TOO_MANY());
    expect(kept.list().map((d) => d.scope)).toContain('cart:c1');
  });
});
