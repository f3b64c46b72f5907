import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBuyerSession, type BuyerChange } from '../../electron/core/buyer/buyer-session';
import { learnFromAnswer } from '../../electron/core/buyer/learn';
import { buyerFile } from '../../electron/core/local-data/buyer-database';

function setup(dataDir?: string, bound?: { maxBuyers: number; maxBytes: number }) {
  const sessionListeners = new Set<() => void>();
  const at: { url: string | null } = { url: null };
  const holder = {
    url: () => at.url,
    onSessionChange: (listener: () => void) => {
      sessionListeners.add(listener);
      return () => void sessionListeners.delete(listener);
    },
  };
  const events: unknown[] = [];
  const buyers = createBuyerSession({ holder, emit: (event, payload) => void events.push([event, payload]), dataDir, bound });
  const changes: BuyerChange[] = [];
  buyers.onChange((change) => changes.push(change));
  const sessionChange = () => sessionListeners.forEach((listener) => listener());
  return { buyers, changes, events, sessionChange, at };
}

const origin = 'https://shop.example.com';
const global = (email: string | null) => ({ ok: true, data: { customer: email ? { email } : null } });

describe('the signed-in buyer', () => {
  it('is learnt from a login, /_api/global and the account, once, and told to subscribers and the page', () => {
    const { buyers, changes, events } = setup();
    learnFromAnswer(buyers, 'auth:login', { email: 'Ana@Example.com' }, { ok: true }, buyers.start(), origin);
    expect(buyers.current()).toEqual({ origin, email: 'ana@example.com' });
    learnFromAnswer(buyers, 'account:get', {}, { ok: true, data: { account: { email: 'ana@example.com' } } }, buyers.start(), origin);
    expect(changes).toHaveLength(1);
    expect(events).toEqual([['buyer:changed', { signed_in: true }]]);
  });

  it('is forgotten at every session change, and an answer to a call sent before it names nobody', () => {
    const { buyers, sessionChange } = setup();
    const before = buyers.start();
    learnFromAnswer(buyers, 'auth:login', { email: 'ana@example.com' }, { ok: true }, buyers.start(), origin);
    sessionChange(); // a logout, an expiry, a kiosk idle logout, a store switch
    expect(buyers.current()).toBeNull();
    learnFromAnswer(buyers, 'shop:global', {}, global('ana@example.com'), before, origin);
    expect(buyers.current()).toBeNull();
    learnFromAnswer(buyers, 'shop:global', {}, global('ben@example.com'), buyers.start(), origin);
    expect(buyers.current()).toEqual({ origin, email: 'ben@example.com' });
  });

  it('is known at once on a store switched back to while its session lives (A, B, A): no moment signed out', () => {
    const { buyers, changes, sessionChange, at } = setup();
    const other = 'https://other.example.com';
    at.url = `${origin}/`;
    sessionChange();
    learnFromAnswer(buyers, 'auth:login', { email: 'ana@example.com' }, { ok: true }, buyers.start(), origin);
    at.url = `${other}/`;
    sessionChange();
    learnFromAnswer(buyers, 'auth:login', { email: 'ben@example.com' }, { ok: true }, buyers.start(), other);
    changes.length = 0;
    at.url = `${origin}/`;
    sessionChange();
    expect(buyers.current()).toEqual({ origin, email: 'ana@example.com' });
    expect(changes.map((change) => change.after)).toEqual([{ origin, email: 'ana@example.com' }]);
    expect(changes[0]!.session).toBe(true);
    // The store then says the session ended: signed out.
    learnFromAnswer(buyers, 'shop:global', {}, global(null), buyers.start(), origin);
    expect(buyers.current()).toBeNull();
  });

  it('is nobody when the store says so, and learns nothing from failures or a store left meanwhile', () => {
    const { buyers } = setup();
    learnFromAnswer(buyers, 'auth:login', { email: 'ana@example.com' }, { ok: false }, buyers.start(), origin);
    learnFromAnswer(buyers, 'shop:global', {}, global('ana@example.com'), buyers.start(), null);
    expect(buyers.current()).toBeNull();
    learnFromAnswer(buyers, 'shop:global', {}, global('ana@example.com'), buyers.start(), origin);
    learnFromAnswer(buyers, 'shop:global', {}, global(null), buyers.start(), origin);
    expect(buyers.current()).toBeNull();
  });

  it('is nobody once the store refuses a call for want of a session (an expiry)', () => {
    const { buyers } = setup();
    buyers.loggedIn({ origin, email: 'ana@example.com' });
    learnFromAnswer(buyers, 'cart:retrieve', {}, { ok: false, error: { kind: 'network' } }, buyers.start(), origin);
    expect(buyers.current()).not.toBeNull();
    learnFromAnswer(buyers, 'cart:retrieve', {}, { ok: false, error: { kind: 'unauthenticated' } }, buyers.start(), origin);
    expect(buyers.current()).toBeNull();
  });

  it("holds the buyer's own database, closed and replaced when the buyer changes", () => {
    const { buyers, sessionChange } = setup(mkdtempSync(join(tmpdir(), 'buyers-')));
    expect(buyers.database()).toBeNull();
    buyers.loggedIn({ origin, email: 'ana@example.com' });
    const ana = buyers.database()!;
    ana.exec('CREATE TABLE note (text)');
    ana.prepare('INSERT INTO note VALUES (?)').run('Ana’s');
    sessionChange();
    expect(ana.open).toBe(false);
    buyers.loggedIn({ origin, email: 'ben@example.com' });
    const ben = buyers.database()!;
    expect(ben.prepare("SELECT name FROM sqlite_master WHERE name = 'note'").get()).toBeUndefined();
    buyers.dispose();
  });

  it('keeps the buyers within the bound: opening one evicts the least recently used other', () => {
    const dir = mkdtempSync(join(tmpdir(), 'buyers-'));
    const { buyers, sessionChange } = setup(dir, { maxBuyers: 2, maxBytes: Number.MAX_SAFE_INTEGER });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      buyers.loggedIn({ origin, email });
      buyers.database();
      sessionChange();
    }
    const kept = readdirSync(join(dir, 'buyers')).filter((name) => name.endsWith('.sqlite'));
    expect(kept.sort()).toEqual([buyerFile(dir, { origin, email: 'b@example.com' }), buyerFile(dir, { origin, email: 'c@example.com' })].map((file) => basename(file)).sort());
    buyers.dispose();
  });
});
