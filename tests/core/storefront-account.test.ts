import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../electron/core/index';
import type { RunningStorefront } from '../../server/index';
import { testDeps } from './support/deps';
import { DEMO, startTestStore } from './support/storefront';

let store: RunningStorefront;
let core: Core;
beforeAll(async () => {
  store = await startTestStore();
  core = createCore(testDeps({ storeUrlOverride: store.url }));
  const login = await core.handlers['auth:login']({ ...DEMO, is_remember: false });
  if (!login.ok) throw new Error(`login failed: ${login.error.message}`);
});
afterAll(async () => {
  core.dispose();
  await store.close();
});

const address = {
  first_name: 'Ah Kow',
  last_name: 'Lim',
  phone: '+60 3-1234 5678',
  company: 'Lim Hardware',
  address1: '2, Jalan Ampang',
  address2: 'Level 3',
  city: 'Kuala Lumpur',
  zip: '50450',
  province: null,
  province_code: null,
  country: 'Malaysia',
  country_code: 'MY',
  is_primary: false,
};

describe('content and location calls', () => {
  it('reads the dictionary, the policies and a policy page', async () => {
    const h = core.handlers;
    const dictionary = await h['shop:locale']({ locale: 'en_US' });
    expect(dictionary.ok && Object.keys(dictionary.data)).toEqual(expect.arrayContaining(['common', 'cart']));
    const policies = await h['legal:list']({});
    expect(policies.ok && policies.data.policies.length).toBeGreaterThan(0);
    const handle = policies.ok ? policies.data.policies[0]!.handle : '';
    const page = await h['legal:page']({ handle });
    expect(page.ok && page.data.page.handle).toBe(handle);
    expect(await h['legal:page']({ handle: 'no-such-page' })).toMatchObject({ ok: false, error: { kind: 'not_found' } });
  });

  it('lists countries and provinces', async () => {
    const countries = await core.handlers['location:countries']({});
    expect(countries.ok && countries.data.countries.some((c) => c.country_code === 'MY')).toBe(true);
    const provinces = await core.handlers['location:provinces']({ country_code: 'MY' });
    expect(provinces.ok && provinces.data.provinces.length).toBeGreaterThan(0);
  });
});

describe('account calls', () => {
  it('creates, updates and deletes an address', async () => {
    const h = core.handlers;
    const provinces = await h['location:provinces']({ country_code: 'MY' });
    const province = provinces.ok ? provinces.data.provinces[0]! : { code: '', name: '' };
    const created = await h['account:createAddress']({ address: { ...address, province: province.name, province_code: province.code } });
    expect(created).toMatchObject({ ok: true, data: { address: { first_name: 'Ah Kow', city: 'Kuala Lumpur', address_id: expect.any(Number) } } });
    const id = created.ok ? (created.data.address?.address_id ?? 0) : 0;
    const changed = { ...address, province: province.name, province_code: province.code, city: 'Petaling Jaya' };
    const updated = await h['account:updateAddress']({ address_id: id, address: changed });
    expect(updated).toMatchObject({ ok: true, data: { address: { address_id: id, city: 'Petaling Jaya' } } });
    expect(await h['account:deleteAddress']({ address_id: id })).toEqual({ ok: true, data: { success: true } });
    const account = await h['account:get']({});
    expect(account.ok && account.data.account.addresses.some((a) => a.address_id === id)).toBe(false);
  });

  it('answers an invalid address with the store field messages joined', async () => {
    const result = await core.handlers['account:createAddress']({ address: { ...address, first_name: '', phone: '12' } });
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation', fields: { first_name: [expect.any(String)], phone: [expect.any(String)] } } });
    if (!result.ok) for (const messages of Object.values(result.error.fields ?? {})) expect(result.error.message).toContain(messages[0]);
  });

  it('refuses to delete the primary address with the store text', async () => {
    const account = await core.handlers['account:get']({});
    const primary = account.ok ? account.data.account.addresses.find((a) => a.is_primary) : undefined;
    const result = await core.handlers['account:deleteAddress']({ address_id: primary!.address_id });
    expect(result.ok).toBe(false);
    expect(result.ok || result.error.message).toContain('primary');
  });

  it('answers a wrong current password as a field error', async () => {
    const result = await core.handlers['account:updatePassword']({ email: DEMO.email, password1: 'nope', password2: 'abcdef1', password3: 'abcdef1' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation', fields: { password1: [expect.any(String)] } } });
  });

  it('sends a contact message (the store answers success)', async () => {
    const result = await core.handlers['contact:send']({ name: 'Mei Ling', email: DEMO.email, subject: 'Bulk order', message: 'Hello' });
    expect(result).toEqual({ ok: true, data: { success: true } });
    expect(store.control.outbox().some((m) => m.subject.includes('Bulk order'))).toBe(true);
  });
});
