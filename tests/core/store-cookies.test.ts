import { CookieJar } from 'tough-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../electron/core/http/client';
import { storeOriginOnly } from '../../electron/core/http/store-cookies';
import { startFixture, type Fixture } from './support/fixture-server';

/** The store's cookies belong to its exact origin: another port, scheme or host is another site. */
const servers: Fixture[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const STORE = 'https://shop.example.com';

function jarWithSession(origin = STORE): CookieJar {
  const jar = new CookieJar();
  jar.setCookieSync('laravel_session=s3cret; Path=/', `${origin}/`);
  jar.setCookieSync('XSRF-TOKEN=tok%2Ben; Path=/', `${origin}/`);
  return jar;
}

describe('storeOriginOnly', () => {
  it('reads the store cookies for the store itself', async () => {
    const cookies = await storeOriginOnly(jarWithSession(), STORE).getCookieString(`${STORE}/_api/global`);
    expect(cookies).toContain('laravel_session=s3cret');
  });

  it.each([
    ['another port of its host', 'https://shop.example.com:8443/file.pdf'],
    ['its host without encryption', 'http://shop.example.com/file.pdf'],
    ['a subdomain', 'https://files.shop.example.com/file.pdf'],
    ['something that is not a URL', 'not a url'],
  ])('reads nothing for %s', async (_what, url) => {
    const jar = jarWithSession();
    jar.setCookieSync('wide=1; Domain=shop.example.com; Path=/', `${STORE}/`);
    expect(await storeOriginOnly(jar, STORE).getCookieString(url)).toBe('');
  });

  it('keeps what the store sets, and nothing another port of its host sets', async () => {
    const jar = new CookieJar();
    const guarded = storeOriginOnly(jar, STORE);
    await guarded.setCookie('laravel_session=planted; Path=/', 'https://shop.example.com:8443/file.pdf');
    expect(jar.getCookieStringSync(`${STORE}/`)).toBe('');
    await guarded.setCookie('laravel_session=real; Path=/', `${STORE}/_api/global`);
    expect(jar.getCookieStringSync(`${STORE}/`)).toBe('laravel_session=real');
  });
});

describe('the store client', () => {
  it('sends no Cookie and no X-XSRF-TOKEN to another port, even with a jar of its own for the call', async () => {
    const store = await startFixture({ 'GET /ok': () => ({ body: {} }) });
    const other = await startFixture({ 'GET /file': () => ({ body: 'x' }) });
    servers.push(store, other);
    const jar = jarWithSession(store.url);
    const http = createHttpClient({ baseUrl: store.url, jar, requestTimeout: 5000, retryBackoff: 1 });

    await http.get('ok');
    await http.get(`${other.url}/file`);
    await http.get(`${other.url}/file`, { cookieJar: jar });
    expect(store.hits[0]!.headers.cookie).toContain('laravel_session=s3cret');
    expect(store.hits[0]!.headers['x-xsrf-token']).toBe('tok+en');
    expect(other.hits).toHaveLength(2);
    for (const hit of other.hits) {
      expect(hit.headers.cookie).toBeUndefined();
      expect(hit.headers['x-xsrf-token']).toBeUndefined();
    }
  });
});
