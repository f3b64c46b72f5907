import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

/**
 * For jsdom tests of a component: a fresh root in the page before each test, unmounted after.
 * `show(element)` renders; `host()` is where it is drawn.
 */
export function testScreen() {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let root: Root;
  let host: HTMLElement;
  beforeEach(() => {
    host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    host.remove();
  });
  return {
    show: (element: ReactNode) => act(async () => root.render(element)),
    host: () => host,
  };
}
