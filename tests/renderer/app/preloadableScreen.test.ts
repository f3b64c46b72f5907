// @vitest-environment jsdom
import { act, Component, createElement, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { preloadableScreen } from '../../../renderer/src/app/preloadableScreen';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Orders = () => createElement('h1', null, 'Orders');

/** Stands in for the route's error screen. */
class ErrorScreen extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? createElement('p', null, 'Could not open the screen') : this.props.children;
  }
}

/** Renders the screen inside a Suspense boundary, as the app's shell does, and records each commit. */
async function open(Screen: () => ReactNode) {
  const host = document.createElement('div');
  const commits: string[] = [];
  const root = createRoot(host);
  const observer = new MutationObserver(() => commits.push(host.textContent ?? ''));
  observer.observe(host, { subtree: true, childList: true, characterData: true });
  await act(async () =>
    root.render(createElement(ErrorScreen, null, createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, createElement(Screen)))),
  );
  return { host, commits };
}

/** A load the test answers when it chooses. */
function deferredLoad() {
  let loads = 0;
  let answer: { resolve: (module: { default: () => ReactNode }) => void; reject: (error: Error) => void } | null = null;
  const load = () => {
    loads += 1;
    return new Promise<{ default: () => ReactNode }>((resolve, reject) => (answer = { resolve, reject }));
  };
  return { load, loads: () => loads, answer: () => answer! };
}

describe('a preloadable screen', () => {
  it('renders in the first pass once its code was preloaded', async () => {
    const { Screen, preload } = preloadableScreen(async () => ({ default: Orders }));
    await preload();
    const { commits } = await open(Screen);
    expect(commits).toEqual(['Orders']);
  });

  it("opened before its code is in, draws nothing, then itself as the code arrives: never React's fallback", async () => {
    const code = deferredLoad();
    const { Screen, preload } = preloadableScreen(code.load);
    const { host, commits } = await open(Screen);
    expect(host.textContent).toBe('');
    void preload(); // the idle preloading reaches it meanwhile: still one load
    await act(async () => code.answer().resolve({ default: Orders }));
    expect(host.textContent).toBe('Orders');
    expect(commits).not.toContain('Loading');
    expect(code.loads()).toBe(1);
  });

  it('code that fails to load reaches the error screen', async () => {
    const code = deferredLoad();
    const { Screen } = preloadableScreen(code.load);
    const { host } = await open(Screen);
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports what the boundary caught
    await act(async () => code.answer().reject(new Error('chunk missing')));
    reported.mockRestore();
    expect(host.textContent).toBe('Could not open the screen');
  });
});
