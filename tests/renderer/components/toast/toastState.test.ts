import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { pushToastAtom, toastsAtom } from '../../../../renderer/src/components/toast/toastState';

const messages = (store: ReturnType<typeof createStore>) => store.get(toastsAtom).map((toast) => toast.message);

describe('toasts said again', () => {
  it('a second refused save replaces the first toast instead of stacking a second', () => {
    const store = createStore();
    store.set(pushToastAtom, { variant: 'danger', message: 'Update cart failed. The cart is locked.', key: 'cart-save-failed' });
    store.set(pushToastAtom, { variant: 'danger', message: 'Update cart failed. Try later.', key: 'cart-save-failed' });
    expect(messages(store)).toEqual(['Update cart failed. Try later.']);
  });

  it('the same words twice without a key are one toast, shown anew', () => {
    const store = createStore();
    store.set(pushToastAtom, { variant: 'danger', message: 'Please update cart first.' });
    const first = store.get(toastsAtom)[0]?.id;
    store.set(pushToastAtom, { variant: 'info', message: 'Cart updated.' });
    store.set(pushToastAtom, { variant: 'danger', message: 'Please update cart first.' });
    expect(messages(store)).toEqual(['Cart updated.', 'Please update cart first.']);
    // A new id: its time starts again, and the live region says it again.
    expect(store.get(toastsAtom)[1]?.id).not.toBe(first);
  });

  it('different words stay apart', () => {
    const store = createStore();
    store.set(pushToastAtom, { variant: 'danger', message: 'Update cart failed.' });
    store.set(pushToastAtom, { variant: 'danger', message: 'Please update cart first.' });
    expect(messages(store)).toHaveLength(2);
  });
});
