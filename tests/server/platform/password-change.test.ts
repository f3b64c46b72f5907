import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalSchema } from '../../../contract/schemas/shop';
import { fieldErrors } from '../support/errors';
import { DEMO_CUSTOMER, OTHER_CUSTOMER, loggedIn, startTestStore, type TestClient, type TestStore } from '../support/store';

/** What a password change does to the customer's other sessions, and how fast the current password can be guessed. */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ products: 1 });
});
afterAll(() => store.close());

const change = (client: TestClient, email: string, current: string, next = 'n3w-pass') =>
  client.post('/_api/account/details', { email, password1: current, password2: next, password3: next });
const signedInAs = async (client: TestClient) => globalSchema.parse((await client.get('/_api/global')).body).customer?.email ?? null;

describe('a password change', () => {
  it('ends every other session of the customer and keeps the current one under a new id', async () => {
    const here = await loggedIn(store);
    const elsewhere = await loggedIn(store);
    const someoneElse = await loggedIn(store, 'other');
    const oldCookie = here.rawCookie('wholesale_session') ?? '';

    expect((await change(here, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);

    expect(await signedInAs(elsewhere)).toBeNull();
    expect((await elsewhere.get('/_api/account')).status).toBe(401);
    expect(await signedInAs(here)).toBe(DEMO_CUSTOMER.email);
    expect(here.rawCookie('wholesale_session')).not.toBe(oldCookie);
    // The id the session had before the change opens nothing any more.
    const replay = store.newClient();
    replay.setCookie('wholesale_session', oldCookie);
    expect(await signedInAs(replay)).toBeNull();
    // Another customer's sessions are not touched.
    expect(await signedInAs(someoneElse)).toBe(OTHER_CUSTOMER.email);
  });

  it('keeps a remembered session remembered', async () => {
    const here = await loggedIn(store, 'other');
    const response = await change(here, OTHER_CUSTOMER.email, OTHER_CUSTOMER.password, OTHER_CUSTOMER.password);
    const session = response.setCookies.find((line) => line.startsWith('wholesale_session='));
    expect(session).toMatch(/Max-Age=\d{6,}/);
  });
});

describe('guessing the current password', () => {
  it('is throttled like login: the 6th wrong try in a minute gets 429, and so does the right one', async () => {
    const here = await loggedIn(store, 'other');
    for (let i = 0; i < 5; i += 1) {
      expect(fieldErrors(await change(here, OTHER_CUSTOMER.email, `wrong-${i}`))).toEqual({ password1: ['The password is incorrect.'] });
    }
    const sixth = await change(here, OTHER_CUSTOMER.email, 'wrong-6');
    expect(sixth.status).toBe(429);
    expect(fieldErrors({ ...sixth, status: 422 }).password1?.[0]).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect((await change(here, OTHER_CUSTOMER.email, OTHER_CUSTOMER.password)).status).toBe(429);

    store.control.advanceTime(61_000);
    expect((await change(here, OTHER_CUSTOMER.email, OTHER_CUSTOMER.password, OTHER_CUSTOMER.password)).status).toBe(200);
  });

  it('counts parallel guesses before any is checked', async () => {
    store.control.advanceTime(61_000);
    const here = await loggedIn(store, 'other');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => change(here, OTHER_CUSTOMER.email, `guess-${i}`)));
    expect(answers.filter((a) => a.status === 422).length).toBeLessThanOrEqual(5);
    expect(answers.every((a) => a.status === 422 || a.status === 429)).toBe(true);
  });
});
