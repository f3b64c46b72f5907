import { describe, expect, it } from 'vitest';
import { createSessionLookups } from '../../electron/core/catalog/session-lookups';
import { catalogueIndex } from './support/catalogue-db';
import type { Connection } from '../../electron/core/http/connection';

/** Just what the lookups read from the holder: the connection and the session-change signal. */
function fakeHolder() {
  const listeners = new Set<() => void>();
  let connection: Connection | null = { baseUrl: 'http://a.test' } as Connection;
  return {
    connection: () => connection,
    onSessionChange(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    changeSession: () => listeners.forEach((listener) => listener()),
    switchStore(url: string | null) {
      connection = url ? ({ baseUrl: url } as Connection) : null;
    },
    listeners,
  };
}

describe('session lookups', () => {
  it('keeps one index per connection and customer session', () => {
    const holder = fakeHolder();
    const made: string[] = [];
    const lookups = createSessionLookups(holder, { onChange: (listener) => holder.onSessionChange(() => listener({ before: null, after: null, session: true })) }, {
      makeIndex: (c) => (made.push(c.baseUrl), catalogueIndex()),
    });
    const first = lookups.current();
    expect(lookups.current()).toBe(first);
    holder.changeSession(); // logout, or a login as someone else
    const second = lookups.current();
    expect(second).not.toBe(first);
    holder.switchStore('http://b.test');
    expect(lookups.current()).not.toBe(second);
    expect(made).toEqual(['http://a.test', 'http://a.test', 'http://b.test']);
    holder.switchStore(null);
    expect(lookups.current()).toBeNull();
    lookups.dispose();
    expect(holder.listeners.size).toBe(0);
  });
});
