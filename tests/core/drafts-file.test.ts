import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftFilePath, MAX_DRAFT_SCOPES } from '../../electron/core/drafts/draft-file';
import { createDraftStore } from '../../electron/core/drafts/draft-store';

/** Issue 12: unsent quantities kept on disk per store and customer, surviving a quit. */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'drafts-'));
  dirs.push(dir);
  return dir;
};

const ana = { origin: 'https://store-a.test', email: 'ana@buyer.test' };
const line = (variant_id: number, quantity: number | null, base: number | null = 1) => ({ variant_id, quantity, base });

describe('draft files', () => {
  it('keeps what was saved across a relaunch, replaces a scope, and discards one scope or all', async () => {
    const dir = dataDir();
    const first = createDraftStore(dir);
    await first.save(ana, 'cart:c1', [line(1, 5)]);
    await first.save(ana, 'cart:c1', [line(1, 7), line(2, null, 3)]);
    await first.save(ana, 'product:tee', [line(9, 12, null)]);

    const relaunched = createDraftStore(dir);
    const drafts = await relaunched.list(ana);
    expect(drafts.map((d) => [d.scope, d.entries]).sort()).toEqual([
      ['cart:c1', [line(1, 7), line(2, null, 3)]],
      ['product:tee', [line(9, 12, null)]],
    ]);
    await relaunched.discard(ana, 'product:tee');
    expect((await relaunched.list(ana)).map((d) => d.scope)).toEqual(['cart:c1']);
    await relaunched.save(ana, 'cart:c1', []);
    expect(await relaunched.list(ana)).toEqual([]);
    await relaunched.save(ana, 'cart:c2', [line(4, 4)]);
    await relaunched.discard(ana);
    expect(await createDraftStore(dir).list(ana)).toEqual([]);
  });

  it('lands every save of a burst, written whole through a temp file, whatever the page debounces', async () => {
    const dir = dataDir();
    const store = createDraftStore(dir);
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.save(ana, `product:p${i}`, [line(i + 1, i + 1, null)])));
    expect((await createDraftStore(dir).list(ana)).length).toBe(20);
    expect(readdirSync(join(dir, 'drafts')).filter((name) => !name.endsWith('.json'))).toEqual([]);
    const saved = readFileSync(draftFilePath(dir, ana), 'utf8');
    expect(saved).not.toContain(ana.email); // the file does not tell whose drafts it holds
  });

  it('keeps the newest scopes only, so a file stays bounded', async () => {
    let clock = Date.parse('2026-11-24T00:00:00Z');
    const store = createDraftStore(dataDir(), () => new Date((clock += 1000)));
    for (let i = 0; i < MAX_DRAFT_SCOPES + 5; i++) await store.save(ana, `product:p${i}`, [line(1, 1, null)]);
    const kept = (await store.list(ana)).map((d) => d.scope);
    expect(kept.length).toBe(MAX_DRAFT_SCOPES);
    expect(kept).toContain(`product:p${MAX_DRAFT_SCOPES + 4}`);
    expect(kept).not.toContain('product:p0');
  });

  it('ignores a corrupt or foreign file with a log, and a new save replaces it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const dir = dataDir();
    const store = createDraftStore(dir);
    await store.save(ana, 'cart:c1', [line(1, 5)]);
    const path = draftFilePath(dir, ana);
    writeFileSync(path, '{"version":1,"owner":"x", "drafts": [');
    expect(await store.list(ana)).toEqual([]);
    // Another customer's file copied under this name is not read either.
    const ben = { ...ana, email: 'ben@buyer.test' };
    await store.save(ben, 'cart:c9', [line(3, 3)]);
    writeFileSync(path, readFileSync(draftFilePath(dir, ben)));
    expect(await store.list(ana)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    await store.save(ana, 'cart:c1', [line(1, 6)]);
    expect((await store.list(ana))[0]?.entries).toEqual([line(1, 6)]);
  });
});
