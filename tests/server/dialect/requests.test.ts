import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, OTHER_CUSTOMER } from '../support/store';
import { obj, ok, sides, startPair, type StorePair } from './support';

/** Latitude 15: the store API writes the password change and contact payloads as `data: ...`; alt reads only that. */
let pair: StorePair;
beforeAll(async () => {
  pair = await startPair();
});
afterAll(() => pair.close());

describe('payloads wrapped in data', () => {
  const contact = { name: 'Mei Ling', email: 'demo@wholesale.test', subject: 'Delivery', message: 'Can you deliver on Saturday?' };

  it('contact: default accepts flat and wrapped; alt refuses flat with the missing-field map and accepts data', async () => {
    expect(ok(await pair.demoDef.post('/_api/contact', contact))).toEqual({ success: true });
    expect(ok(await pair.demoDef.post('/_api/contact', { data: contact }))).toEqual({ success: true });

    const flat = obj(ok(await pair.demoAlt.post('/_api/contact', contact)));
    expect(obj(flat.errors)).toEqual({
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      subject: ['The subject field is required.'],
      message: ['The message field is required.'],
    });
    expect(ok(await pair.demoAlt.post('/_api/contact', { data: contact }))).toBe(1);
    expect(pair.alt.control.outbox().filter((m) => m.subject === '[Contact] Delivery')).toHaveLength(1);
  });

  it('password change: default accepts flat; alt accepts only data', async () => {
    for (const [store, , dialect] of sides(pair)) {
      const other = await loggedIn(store, 'other');
      const fields = { email: OTHER_CUSTOMER.email, password1: OTHER_CUSTOMER.password, password2: 'changed1', password3: 'changed1' };
      const back = { ...fields, password1: 'changed1', password2: OTHER_CUSTOMER.password, password3: OTHER_CUSTOMER.password };
      if (dialect === 'default') {
        expect(ok(await other.post('/_api/account/details', fields))).toEqual({ success: true });
        expect(ok(await other.post('/_api/account/details', { data: back }))).toEqual({ success: true });
      } else {
        const flat = obj(ok(await other.post('/_api/account/details', fields)));
        expect(Object.keys(obj(flat.errors))).toEqual(['email', 'password1', 'password2', 'password3']);
        expect(ok(await other.post('/_api/account/details', { data: fields }))).toBe('true');
        expect(ok(await other.post('/_api/account/details', { data: back }))).toBe('true');
      }
    }
  });

  it('a guest still gets 401, not the field map', async () => {
    const guest = pair.alt.newClient();
    await guest.get('/_api/global');
    expect((await guest.post('/_api/contact', contact)).status).toBe(401);
  });
});
