import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../server/db/migrations';
import { startStorefront } from '../../../server/index';
import { TestClient } from '../support/client';
import { DEMO_CUSTOMER } from '../support/store';

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-storage-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('database and secrets at rest', () => {
  it('migrates once, in WAL mode with foreign keys, and keeps data across restarts', async () => {
    const first = await startStorefront({ dataDir, products: 1 });
    const db = first.ctx.db;
    expect(db.pragma('user_version', { simple: true })).toBe(Math.max(...migrations.map((m) => m.version)));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.prepare("UPDATE shop SET name = 'Kept Across Restarts' WHERE id = 1").run();
    await first.close();

    const second = await startStorefront({ dataDir, products: 1 });
    try {
      expect(second.ctx.db.prepare('SELECT name FROM shop').get()).toEqual({ name: 'Kept Across Restarts' });
      expect(second.ctx.db.prepare('SELECT COUNT(*) AS n FROM customers').get()).toEqual({ n: 2 });
    } finally {
      await second.close();
    }

    const reset = await startStorefront({ dataDir, products: 1, reset: true });
    try {
      expect(reset.ctx.db.prepare('SELECT name FROM shop').get()).toEqual({ name: 'Harbour Wholesale Supply' });
    } finally {
      await reset.close();
    }
  });

  it('stores passwords as salted scrypt hashes and tokens and session ids only hashed', async () => {
    const store = await startStorefront({ dataDir, products: 1 });
    try {
      const db = store.ctx.db;
      const hashes = db.prepare<[], { password_hash: string }>('SELECT password_hash FROM customers').all().map((r) => r.password_hash);
      for (const hash of hashes) expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
      expect(new Set(hashes).size).toBe(hashes.length);
      expect(hashes.join()).not.toContain(DEMO_CUSTOMER.password);

      const client = new TestClient(store.url);
      await client.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      await client.post('/_api/auth/forgot-password', { email: DEMO_CUSTOMER.email });
      const token = new URL(store.control.lastLink(DEMO_CUSTOMER.email, 'reset') ?? '').searchParams.get('reset_token') ?? '';
      const sessionId = client.rawCookie('wholesale_session') ?? '';
      const dump = JSON.stringify([db.prepare('SELECT * FROM tokens').all(), db.prepare('SELECT * FROM sessions').all()]);
      expect(token.length).toBeGreaterThan(40);
      expect(dump).not.toContain(token);
      expect(dump).not.toContain(sessionId);
    } finally {
      await store.close();
    }
  });
});
