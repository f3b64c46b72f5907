import { startStorefront, type StoreControl, type StorefrontOptions } from '../../../server/index';
import type { ServerContext } from '../../../server/context';
import { DEMO_CUSTOMER, OTHER_CUSTOMER } from '../../../server/seed/customers';
import { TestClient } from './client';

export { TestClient, parseSetCookie, type TestResponse } from './client';
export { DEMO_CUSTOMER, OTHER_CUSTOMER };

export interface TestStore {
  url: string;
  /** In-process control: setShop, outbox, lastLink, expireTokens, advanceTime, plus COMMERCE's. */
  control: StoreControl;
  ctx: ServerContext;
  /** The demo mailbox's address with its key, when started with `mailbox: true`; else null. */
  mailboxUrl: string | null;
  /** A client with an empty cookie jar. */
  client: TestClient;
  /** Another browser: its own cookie jar. */
  newClient(): TestClient;
  close(): Promise<void>;
}

/**
 * A fresh store on a free loopback port with its own temp data dir (removed by close()).
 * Small catalogue by default so files start fast; pass `products` for more, `dialect: 'alt'` for the other
 * reading of the spec (server README "Dialects").
 */
export async function startTestStore(
  options: Pick<StorefrontOptions, 'products' | 'seed' | 'testControl' | 'dialect' | 'mailbox'> = {},
): Promise<TestStore> {
  const store = await startStorefront({ products: 12, ...options });
  return {
    url: store.url,
    control: store.control,
    ctx: store.ctx,
    mailboxUrl: store.mailboxUrl,
    client: new TestClient(store.url),
    newClient: () => new TestClient(store.url),
    close: () => store.close(),
  };
}

/** The two seeded customers: the demo buyer and the one whose data the demo must never reach. */
export type Who = 'demo' | 'other';

/** Another browser, logged in as a seeded customer. */
export async function loggedIn(store: TestStore, who: Who = 'demo'): Promise<TestClient> {
  const client = store.newClient();
  const login = who === 'demo' ? DEMO_CUSTOMER : OTHER_CUSTOMER;
  await client.login(login.email, login.password);
  return client;
}

/** Another browser that has opened the store once: a guest with a session and an XSRF token. */
export async function guest(store: TestStore): Promise<TestClient> {
  const client = store.newClient();
  await client.get('/_api/global');
  return client;
}
