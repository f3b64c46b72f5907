import { describe, expect, it } from 'vitest';
import { nextBuyerClient } from './buyerClient';
import { onBuyerGone } from '../buyerScope';
import { createBuyerQueryClient, retryRead } from './queryClient';
import { StoreError } from './storeAnswer';
import { fakeCoreEvents as fakeEvents } from '../fakeCoreEvents';

/** What buyer A's screens read: the account with its orders, and one order. */
function readForBuyerA() {
  const client = createBuyerQueryClient();
  client.setQueryData(['account:get'], { account: { email: 'a@wholesale.test' }, orders: [{ token: 'a-1' }] });
  client.setQueryData(['orders:get', { token: 'a-1' }], { token: 'a-1', name: '#A1' });
  return client;
}

describe('the buyer’s query cache', () => {
  for (const event of ['buyer:changed', 'session:ended', 'session:expired']) {
    it(`after ${event}, no answer read for the last buyer is left, in the new cache or the old`, () => {
      const { on, emit } = fakeEvents();
      let client = readForBuyerA();
      const old = client;
      const off = onBuyerGone(on, () => (client = nextBuyerClient(client)));

      emit(event);

      expect(client).not.toBe(old);
      expect(client.getQueryCache().getAll()).toEqual([]);
      expect(client.getQueryData(['account:get'])).toBeUndefined();
      expect(client.getQueryData(['orders:get', { token: 'a-1' }])).toBeUndefined();
      // A screen still holding the old cache finds nothing in it either.
      expect(old.getQueryCache().getAll()).toEqual([]);
      off();
    });
  }

  it('another event (the store coming back) keeps them', () => {
    const { on, emit } = fakeEvents();
    let client = readForBuyerA();
    onBuyerGone(on, () => (client = nextBuyerClient(client)));
    emit('store:connectivity');
    expect(client.getQueryData(['orders:get', { token: 'a-1' }])).toEqual({ token: 'a-1', name: '#A1' });
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
