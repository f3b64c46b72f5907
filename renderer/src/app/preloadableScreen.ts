import { createElement, useEffect, useSyncExternalStore, type ComponentType } from 'react';

type ScreenModule = { default: ComponentType };

/**
 * A screen whose code is split from the first paint but can be loaded ahead of need. Opened once
 * its code is in, it renders in the same pass. Opened before, it draws nothing until the code
 * arrives (milliseconds: the code is on disk) and then itself. It never suspends: navigations
 * render at once rather than as transitions (main.tsx), and a suspended screen would show
 * React's fallback for at least 300 ms, its throttle against flicker, however soon the code came.
 * Code that fails to load is thrown, so the route's error screen says so.
 */
export function preloadableScreen(load: () => Promise<ScreenModule>) {
  let state: { module: ScreenModule | null; failure: unknown } = { module: null, failure: null };
  let pending: Promise<ScreenModule> | null = null;
  const listeners = new Set<() => void>();
  const settle = (next: typeof state) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        settle({ module, failure: null });
        return module;
      },
      (failure: unknown) => {
        settle({ module: null, failure: failure ?? new Error('The screen could not be loaded.') });
        throw failure;
      },
    ));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const read = () => state;

  function Screen() {
    const { module, failure } = useSyncExternalStore(subscribe, read, read);
    useEffect(() => {
      if (!module && !failure) preload().catch(() => undefined);
    }, [module, failure]);
    if (failure) throw failure;
    return module ? createElement(module.default) : null;
  }
  return { Screen, preload };
}
