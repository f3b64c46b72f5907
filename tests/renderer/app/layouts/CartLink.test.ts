// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCartSummaryAtom } from '../../../../renderer/src/state/cart';
import { applyGlobalAtom } from '../../../../renderer/src/state/shop';
import { customer, shop } from '../../../fixtures/storeGlobal';
import { CartLink } from '../../../../renderer/src/app/layouts/CartLink';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const preload = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../../../renderer/src/app/routes', () => ({ preloadScreenOf: (path: string) => (path === '/cart' ? preload() : Promise.resolve()) }));

let root: Root | null = null;
let host: HTMLElement;
beforeEach(() => {
  vi.useFakeTimers();
  preload.mockClear();
  host = document.createElement('div');
  document.body.append(host);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host.remove();
  vi.useRealTimers();
});

function render(store: ReturnType<typeof createStore>) {
  root = createRoot(host);
  act(() => root!.render(createElement(Provider, { store }, createElement(CartLink, { current: false }))));
  return host.querySelector('a')!;
}
const idle = () => act(() => vi.advanceTimersByTime(500));

describe('CartLink asks for the cart screen’s code before it is opened', () => {
  it('once the buyer has an open cart (an add to cart made it), when idle', () => {
    const store = createStore();
    store.set(applyGlobalAtom, { wholesale: shop, customer: { ...customer, cart_token: null } }); // signed in, no cart yet
    render(store);
    idle();
    expect(preload).not.toHaveBeenCalled();
    act(() => store.set(setCartSummaryAtom, { cart_token: 't1', subtotal: 10, currency: 'MYR' }));
    expect(preload).not.toHaveBeenCalled();
    idle();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('when the pointer comes over the link or the keyboard focuses it, cart or not', () => {
    const link = render(createStore());
    act(() => link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    expect(preload).toHaveBeenCalledTimes(1);
    act(() => link.focus());
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
