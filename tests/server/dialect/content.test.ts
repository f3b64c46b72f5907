import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type StoreDialect } from '../../../server/index';
import { encodeEntities } from '../../../server/dialect/text';
import { decodeHtml } from '../../../server/location/countries';
import { list, obj, ok, startPair, type Obj, type StorePair } from './support';

/** Latitudes 9 (dictionary) and 10 (entities); what no dialect touches (test control, mailbox, images); the option. */
let pair: StorePair;
beforeAll(async () => {
  pair = await startPair({ testControl: true, mailbox: true });
});
afterAll(() => pair.close());

describe('locale dictionary', () => {
  it('default nests every section; alt is flat with dotted keys, two sections nested, and junk entries', async () => {
    const def = obj(ok(await pair.demoDef.get('/_api/locale/en_US')));
    expect(Object.values(def).every((section) => typeof section === 'object')).toBe(true);
    const cart = obj(def.cart);
    expect(cart.min_purchase_desc).toBe('Minimum purchase amount is {value}.');

    const alt = obj(ok(await pair.demoAlt.get('/_api/locale/en_US')));
    expect(alt['cart.min_purchase_desc']).toBe(cart.min_purchase_desc);
    expect(alt).not.toHaveProperty('cart');
    expect(alt.footer).toEqual(def.footer);
    expect(alt.legal).toEqual(def.legal);
    expect(alt._version).toBeTypeOf('number');
    expect(alt['common.retired_key']).toBeNull();
    // Every translation is still there, under its dotted name or in its nested section.
    for (const [section, entries] of Object.entries(def)) {
      for (const [key, text] of Object.entries(obj(entries))) {
        expect(alt[`${section}.${key}`] ?? (alt[section] as Obj | undefined)?.[key], `${section}.${key}`).toBe(text);
      }
    }
  });
});

describe('HTML entities in place names', () => {
  it('default sends plain text; alt encodes &, \', " in province and country names (codes unchanged)', async () => {
    const defNz = list(obj(ok(await pair.demoDef.get('/_api/get-province', { country_code: 'NZ' }))).provinces) as Obj[];
    const altNz = list(ok(await pair.demoAlt.get('/_api/get-province', { country_code: 'NZ' }))) as Obj[];
    expect(defNz.find((p) => p.code === 'NZ-HKB')?.name).toBe("Hawke's Bay");
    expect(altNz.find((p) => p.code === 'NZ-HKB')?.name).toBe('Hawke&#39;s Bay');
    expect(altNz.map((p) => ({ code: p.code, name: decodeHtml(String(p.name)) }))).toEqual(defNz);

    const defCountries = list(obj(ok(await pair.demoDef.get('/_api/get-country'))).countries) as Obj[];
    const altCountries = list(ok(await pair.demoAlt.get('/_api/get-country'))) as Obj[];
    expect(defCountries.find((c) => c.country_code === 'CI')?.country_name).toBe("Côte d'Ivoire, Republic of");
    expect(altCountries.find((c) => c.country_code === 'CI')?.country_name).toBe('Côte d&#39;Ivoire, Republic of');
    expect(altCountries.map((c) => ({ ...c, country_name: decodeHtml(String(c.country_name)) }))).toEqual(defCountries);
  });

  it('the encoder covers & and " too (no seeded name has them) and round-trips through the decoder', () => {
    const name = 'Trinidad & Tobago "North" <East> d\'Arc';
    expect(encodeEntities(name)).toBe('Trinidad &amp; Tobago &quot;North&quot; &lt;East&gt; d&#39;Arc');
    expect(decodeHtml(encodeEntities(name))).toBe(name);
  });
});

describe('not part of the dialect', () => {
  it('test control answers alike in both dialects, over HTTP and in process', async () => {
    for (const store of [pair.def, pair.alt]) {
      const client = store.newClient();
      const methods = obj(ok(await client.get('/__test'))).methods;
      expect(list(methods)).toContain('setShop');
      expect(ok(await client.post('/__test/setShop', { args: [{ min_purchase_amount: 100 }] }))).toEqual({ result: null });
      const variant = obj(obj(ok(await client.post('/__test/variant', { args: [1] }))).result);
      expect(variant.id).toBe(1);
      const unknown = await client.post('/__test/noSuchMethod', { args: [] });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ errors: { Error_Message: 'Unknown control method noSuchMethod.' } });
      expect(store.control.variant(1)?.id).toBe(1);
    }
  });

  it('mailbox, images and the logo are the same bytes in both dialects', async () => {
    for (const path of ['/images/logo.svg', '/images/products/1.svg', '/images/variants/1.svg', 'mailbox']) {
      // Each store has its own mailbox key; the pages differ only in their mail dates.
      const [defPath, altPath] = path === 'mailbox' ? [pair.def.mailboxUrl ?? '', pair.alt.mailboxUrl ?? ''] : [path, path];
      const [def, alt] = [await pair.def.newClient().get(defPath), await pair.alt.newClient().get(altPath)];
      expect(def.status, path).toBe(200);
      expect(alt.status, path).toBe(def.status);
      expect(alt.headers.get('content-type'), path).toBe(def.headers.get('content-type'));
      if (path !== 'mailbox') expect(alt.body, path).toBe(def.body);
    }
  });
});

describe('the dialect option', () => {
  it('startStorefront refuses an unknown dialect', async () => {
    await expect(startStorefront({ dialect: 'klingon' as StoreDialect, seed: false })).rejects.toThrow(/Unknown dialect klingon/);
  });

  it('the CLI refuses an unknown --dialect with exit code 2', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', '--dialect', 'klingon', '--port', '0'], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--dialect must be one of default, alt, got klingon');
  });
});
