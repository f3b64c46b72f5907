import { storeProxy, type ProxyFaults } from './store-proxy';

/**
 * A pass-through in front of the store that can cut it off: while unreachable, every
 * connection is dropped without an answer, as when the network or the store goes away.
 */
export interface ReachableSwitch {
  url: string;
  set(reachable: boolean): void;
  /** Faults of a store that answers, but badly (see store-proxy.ts). */
  faults: ProxyFaults;
  close(): Promise<void>;
}

export async function reachableSwitch(target: string): Promise<ReachableSwitch> {
  const proxy = await storeProxy(target);
  return {
    url: proxy.url,
    set: (reachable) => {
      proxy.faults.dropAll = !reachable;
    },
    faults: proxy.faults,
    close: () => proxy.close(),
  };
}
