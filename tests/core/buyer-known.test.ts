import { describe, expect, it } from 'vitest';
import { createBuyerSession, type BuyerChange } from '../../electron/core/buyer/buyer-session';
import { learnFromAnswer } from '../../electron/core/buyer/learn';
import type { Connection } from '../../electron/core/http/connection';

const A = 'https://a.example.com';
const B = 'https://b.example.com';

/** A store holder of one store at a time, and a store that answers "who is in" when told to. */
function setup() {
  const sessionListeners = new Set<() => void>();
  let connection: Connection = { baseUrl: A } as Connection;
  const asked: ((email: string | null | Error) => void)[] = [];
  const holder = {
    connection: () => connection,
    url: () => connection.baseUrl,
    onSessionChange: (listener: () => void) => (sessionListeners.add(listener), () => void sessionListeners.delete(listener)),
  };
  const events: unknown[] = [];
  const buyers = createBuyerSession({
    holder,
    emit: (event, payload) => void events.push([event, payload]),
    whoIsIn: () =>
      new Promise<string | null>((resolve, reject) => asked.push((email) => (email instanceof Error ? reject(email) : resolve(email)))),
  });
  const changes: BuyerChange[] = [];
  buyers.onChange((change) => changes.push(change));
  const sessionChange = () => sessionListeners.forEach((listener) => listener());
  const switchTo = (url: string) => {
    connection = { baseUrl: url } as Connection;
    sessionChange();
  };
  return { buyers, asked, changes, events, sessionChange, switchTo };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('code that needs the buyer before acting', () => {
  it('asks the store once for everyone waiting, and then knows without asking', async () => {
    const { buyers, asked } = setup();
    const waiting = [buyers.ensureKnown(), buyers.ensureKnown(), buyers.ensureKnown()];
    expect(asked).toHaveLength(1);
    asked[0]!('Ana@Example.com');
    expect(await Promise.all(waiting)).toEqual(Array(3).fill({ origin: A, email: 'ana@example.com' }));
    expect(await buyers.ensureKnown()).toEqual({ origin: A, email: 'ana@example.com' });
    expect(asked).toHaveLength(1);
  });

  it('is not told a buyer by an answer sent before the session changed, and asks again after', async () => {
    const { buyers, asked, sessionChange } = setup();
    const before = buyers.ensureKnown();
    sessionChange(); // a logout while the store was being asked
    const after = buyers.ensureKnown();
    expect(asked).toHaveLength(2);
    asked[0]!('ana@example.com');
    expect(await before).toBeNull();
    asked[1]!(null);
    expect(await after).toBeNull();
    expect(buyers.current()).toBeNull();
  });

  it('asks again when the store could not say', async () => {
    const { buyers, asked } = setup();
    const first = buyers.ensureKnown();
    asked[0]!(new Error('network'));
    expect(await first).toBeNull();
    await tick();
    void buyers.ensureKnown();
    expect(asked).toHaveLength(2);
  });
});

describe('one change event for the buyer and the session', () => {
  it('tells a session change even with nobody signed in, and the page only when the buyer changes', async () => {
    const { buyers, asked, changes, events, sessionChange } = setup();
    sessionChange();
    expect(changes).toEqual([{ before: null, after: null, session: true }]);
    const known = buyers.ensureKnown();
    asked[0]!('ana@example.com');
    await known;
    sessionChange(); // a logout
    const ana = { origin: A, email: 'ana@example.com' };
    expect(changes.slice(1)).toEqual([{ before: null, after: ana, session: false }, { before: ana, after: null, session: true }]);
    expect(events).toEqual([['buyer:changed', { signed_in: true }], ['buyer:changed', { signed_in: false }]]);
  });

  it('keeps a buyer signed in on a store left for another, not after a logout there', () => {
    const { buyers, switchTo, sessionChange } = setup();
    buyers.loggedIn({ origin: A, email: 'ana@example.com' });
    switchTo(B);
    expect([buyers.signedIn(A), buyers.signedIn(B)]).toEqual([true, false]);
    buyers.loggedIn({ origin: B, email: 'ana@example.com' });
    switchTo(A);
    // Back on A, left signed in: its buyer is known at once, before the store is asked.
    expect([buyers.signedIn(A), buyers.signedIn(B)]).toEqual([true, true]);
    expect(buyers.current()).toEqual({ origin: A, email: 'ana@example.com' });
    sessionChange(); // a logout of A
    expect([buyers.signedIn(A), buyers.signedIn(B)]).toEqual([false, true]);
    buyers.storeRemoved(B);
    expect(buyers.signedIn(B)).toBe(false);
  });
});

describe('a session the store ended', () => {
  const nobody = { ok: true, data: { customer: null } };

  it('is told to the page as an expiry when /_api/global names nobody while a buyer was signed in', () => {
    const { buyers, events } = setup();
    learnFromAnswer(buyers, 'shop:global', {}, nobody, buyers.start(), A); // a guest: nothing ended
    expect(events).toEqual([]);
    const named = (email: string) => ({ ok: true, data: { customer: { email } } });
    buyers.loggedIn({ origin: A, email: 'ana@example.com' });
    const late = buyers.start();
    buyers.loggedIn({ origin: A, email: 'ben@example.com' });
    learnFromAnswer(buyers, 'shop:global', {}, named('ben@example.com'), buyers.start(), A);
    learnFromAnswer(buyers, 'shop:global', {}, nobody, late, A); // sent for Ana: says nothing of Ben
    expect(buyers.current()?.email).toBe('ben@example.com');
    learnFromAnswer(buyers, 'shop:global', {}, nobody, buyers.start(), A);
    expect(buyers.current()).toBeNull();
    expect(events.slice(-2)).toEqual([['buyer:changed', { signed_in: false }], ['session:expired', {}]]);
  });

  it('is not told when the buyer was only assumed (a remembered login) or a login the store did not keep', () => {
    const { buyers, events } = setup();
    buyers.loggedIn({ origin: A, email: 'ana@example.com' });
    learnFromAnswer(buyers, 'shop:global', {}, nobody, buyers.start(), A);
    expect(buyers.current()).toBeNull();
    expect(events).not.toContainEqual(['session:expired', {}]);
  });
});
