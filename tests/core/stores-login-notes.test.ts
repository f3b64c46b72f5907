import { describe, expect, it, vi } from 'vitest';
import { eventsNamed } from './support/deps';
import { DEMO } from './support/storefront';
import { twoStores } from './support/two-stores';

/**
 * A login's answer carries the customer, read right after the login. The store list's note of who
 * signed in (a settings write) comes after that answer, not in its way, and is still made.
 */
const { stores, app } = twoStores();

describe('the store list after a login', () => {
  it('notes the customer and marks the store signed in once the login has answered', async () => {
    const one = app({ storeUrl: stores.a.url });
    const run = one.start();
    await run.customer(); // the boot's read: the store is in the list, with its name
    let answered = false;
    const writesDuringLogin: string[] = [];
    const set = one.settings.set.bind(one.settings);
    one.settings.set = (patch) => {
      if ('stores' in patch && !answered) writesDuringLogin.push(JSON.stringify(patch.stores));
      return set(patch);
    };
    const before = eventsNamed(run.deps.events, 'stores:changed').length;

    const answer = await run.h['auth:login']({ ...DEMO, is_remember: false });
    answered = true;
    expect(answer.ok && answer.data.global?.customer).toBeTruthy();
    expect(writesDuringLogin).toEqual([]);

    const record = () => one.settings.get().stores.find((s) => s.url === stores.a.url);
    await vi.waitFor(() => expect(record()?.orderKeys).toHaveLength(1), { timeout: 2_000 });
    const told = eventsNamed(run.deps.events, 'stores:changed').slice(before);
    expect(told.at(-1)?.payload).toMatchObject({ stores: [{ url: stores.a.url, signed_in: true }] });
  });

  it('notes a customer the store names in /_api/global (a remembered session) too', async () => {
    const one = app({ storeUrl: stores.b.url });
    const run = one.start();
    const orderKeys = () => one.settings.get().stores.find((s) => s.url === stores.b.url)?.orderKeys;
    await run.login(true);
    await vi.waitFor(() => expect(orderKeys()).toHaveLength(1), { timeout: 2_000 });
    // As if the login's note had been lost: the next start learns the customer from the store.
    one.settings.set({ stores: one.settings.get().stores.map((s) => ({ ...s, files: [], orderKeys: [] })) });
    const again = one.start(); // a restart: the session was remembered
    expect(await again.customer()).toBe(DEMO.email);
    await vi.waitFor(() => expect(orderKeys()).toHaveLength(1), { timeout: 2_000 });
  });
});
