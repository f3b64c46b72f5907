import type { Storefront } from '../../../preload/bridge';

/** For tests: a stand-in for the core's events; `emit` calls what the page subscribed. */
export function fakeCoreEvents() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const subscribe = (event: string, listener: (payload: unknown) => void) => {
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return () => void set.delete(listener);
  };
  const on = subscribe as Storefront['on'];
  const emit = (event: string, payload: unknown = {}) => listeners.get(event)?.forEach((listener) => listener(payload));
  return { on, emit };
}
