import { storeProxy } from './store-proxy';

/**
 * A pass-through in front of the store that can cut it off: while unreachable, every
 * connection is dropped without an answer, as when the network or the store goes away.
 */
export interface ReachableSwitch {
  url: string;
  set(reachable: boolean): void;
  close(): Promise<void>;
}

export async function reachableSwitch(target: string): Promise<ReachableSwitch> {
  const proxy = await storeProxy(target);
  return {
    url: proxy.url,
    set: (reachable) => {
      proxy.faults.dropAll = !reachable;
    },
    close: () => proxy.close(),
  };
}
