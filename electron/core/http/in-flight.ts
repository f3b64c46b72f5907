import type { Channel } from '../../../contract/contract';

/**
 * The calls a connection has out, by channel, each with its own AbortController, so the buyer can
 * stop a write that hangs (there is no timeout to do it for them) without reaching into the API
 * functions, whose signatures know nothing of cancelling.
 */
export interface InFlight {
  /** Tracks one call; its signal also follows `outer` (e.g. an upload's own cancel). */
  begin(channel: Channel, outer?: AbortSignal): { signal: AbortSignal; end: () => void };
  /** Aborts every call of `channel` that is out now; false when there was none. */
  cancel(channel: Channel): boolean;
  /** Aborts every call out now, whatever its channel. */
  cancelAll(): void;
}

export function createInFlight(): InFlight {
  const calls = new Map<Channel, Set<AbortController>>();
  return {
    begin(channel, outer) {
      const controller = new AbortController();
      const set = calls.get(channel) ?? new Set<AbortController>();
      calls.set(channel, set);
      set.add(controller);
      const signal = outer ? AbortSignal.any([outer, controller.signal]) : controller.signal;
      return {
        signal,
        end: () => {
          set.delete(controller);
          if (set.size === 0) calls.delete(channel);
        },
      };
    },
    cancel(channel) {
      const set = calls.get(channel);
      if (!set || set.size === 0) return false;
      for (const controller of set) controller.abort();
      return true;
    },
    cancelAll() {
      for (const set of calls.values()) for (const controller of set) controller.abort();
    },
  };
}
