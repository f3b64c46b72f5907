import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { buyerQueryClientAtom } from '../../../../renderer/src/state/query/buyerClient';
import { followBuyer } from '../../../../renderer/src/state/buyerScope';
import { retryRead } from '../../../../renderer/src/state/query/queryClient';
import { StoreError } from '../../../../renderer/src/state/query/storeAnswer';
import { fakeCoreEvents as fakeEvents } from '../../../fixtures/fakeCoreEvents';

/** The page's caches as main.tsx wires them (one per buyer), and what buyer A's screens read into theirs. */
function readForBuyerA() {
  const { on, emit } = fakeEvents();
  const store = createStore();
  followBuyer(on, store);
  const current = () => store.get(buyerQueryClientAtom);
  const client = current();
  client.setQueryData(['account:get'], { account: { email: 'a@wholesale.test' }, orders: [{ token: 'a-1' }] });
  client.setQueryData(['orders:get', { token: 'a-1' }], { token: 'a-1', name: '#A1' });
  return { current, emit };
}

describe('the buyer’s query cache', () => {
  for (const event of ['buyer:changed', 'session:ended', 'session:expired']) {
    it(`after ${event}, no answer read for the last buyer is left, in the new cache or the old`, () => {
      const { current, emit } = readForBuyerA();
      const old = current();

      emit(event);

      const client = current();
      expect(client).not.toBe(old);
      expect(client.getQueryCache().getAll()).toEqual([]);
      expect(client.getQueryData(['account:get'])).toBeUndefined();
      expect(client.getQueryData(['orders:get', { token: 'a-1' }])).toBeUndefined();
      // A screen still holding the old cache finds nothing in it either.
      expect(old.getQueryCache().getAll()).toEqual([]);
    });
  }

  it('another event (the store coming back) keeps them', () => {
    const { current, emit } = readForBuyerA();
    emit('store:connectivity');
    expect(current().getQueryData(['orders:get', { token: 'a-1' }])).toEqual({ token: 'a-1', name: '#A1' });
  });
});

describe('reads asked again', () => {
  const failure = (kind: ConstructorParameters<typeof StoreError>[0]['kind']) => new StoreError({ kind, message: kind });

  it('once, when the store may answer a moment later', () => {
    expect(retryRead(0, failure('server'))).toBe(true);
    expect(retryRead(0, failure('timeout'))).toBe(true);
    expect(retryRead(1, failure('server'))).toBe(false);
  });

  it('never when asking again cannot change the answer', () => {
    for (const kind of ['unauthenticated', 'not_found', 'validation'] as const) expect(retryRead(0, failure(kind))).toBe(false);
    expect(retryRead(0, new Error('a bug'))).toBe(false);
  });
});
