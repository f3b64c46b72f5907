import type { Emit } from '../deps';

/**
 * Tracks whether the store answers. Emits `store:connectivity` only on a change, and while the
 * store is unreachable probes it now and then so the app recovers by itself when it returns.
 */
export interface Connectivity {
  reachable(): void;
  unreachable(): void;
  isOnline(): boolean;
  dispose(): void;
}

export function createConnectivity(emit: Emit, probe: () => Promise<void>, probeEveryMs: number): Connectivity {
  let online = true;
  let timer: NodeJS.Timeout | null = null;

  const stopProbing = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  const startProbing = () => {
    if (timer) return;
    timer = setInterval(() => void probe().catch(() => undefined), probeEveryMs);
    timer.unref?.();
  };

  return {
    reachable() {
      stopProbing();
      if (online) return;
      online = true;
      emit('store:connectivity', { online: true });
    },
    unreachable() {
      startProbing();
      if (!online) return;
      online = false;
      emit('store:connectivity', { online: false });
    },
    isOnline: () => online,
    dispose: stopProbing,
  };
}
