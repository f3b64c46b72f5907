import { startStorefront, type StoreControl, type StorefrontOptions } from '../../../server/index';
import type { ServerContext } from '../../../server/context';
import { TestClient } from './client';

export { TestClient, parseSetCookie, type TestResponse } from './client';
export { DEMO_CUSTOMER, OTHER_CUSTOMER } from '../../../server/seed/customers';

export interface TestStore {
  url: string;
  /** In-process control: setShop, outbox, lastLink, expireTokens, advanceTime, plus COMMERCE's. */
  control: StoreControl;
  ctx: ServerContext;
  /** A client with an empty cookie jar. */
  client: TestClient;
  /** Another browser: its own cookie jar. */
  newClient(): TestClient;
  close(): Promise<void>;
}

/**
 * A fresh store on a free loopback port with its own temp data dir (removed by close()).
 * Small catalogue by default so files start fast; pass `products` for more.
 */
export async function startTestStore(options: Pick<StorefrontOptions, 'products' | 'seed' | 'testControl'> = {}): Promise<TestStore> {
  const store = await startStorefront({ products: 12, ...options });
  return {
    url: store.url,
    control: store.control,
    ctx: store.ctx,
    client: new TestClient(store.url),
    newClient: () => new TestClient(store.url),
    close: () => store.close(),
  };
}
