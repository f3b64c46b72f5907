import { describe, expect, it } from 'vitest';
import { toAppPath } from '../../electron/core/deep-link';

const STORE = 'https://store.example.com';
const TOKEN = 'abcDEF123_-.~xyz';

describe('toAppPath: wholesaledesk:// links', () => {
  it('opens the reset screen with the token from reset_token', () => {
    expect(toAppPath(`wholesaledesk://reset-password?reset_token=${TOKEN}`, STORE)).toBe(`/reset-password?reset_token=${TOKEN}`);
    expect(toAppPath(`wholesaledesk:///reset-password?reset_token=${TOKEN}`, null)).toBe(`/reset-password?reset_token=${TOKEN}`);
  });

  it('opens the activation screen with the token from token', () => {
    expect(toAppPath(`wholesaledesk://activation?token=${TOKEN}`, null)).toBe(`/activation?token=${TOKEN}`);
  });

  it('opens plain screens, an order by token and a product by handle', () => {
    expect(toAppPath('wholesaledesk://cart', null)).toBe('/cart');
    expect(toAppPath('WHOLESALEDESK://Cart', null)).toBe('/cart');
    expect(toAppPath('wholesaledesk://', null)).toBe('/');
    expect(toAppPath('wholesaledesk://order/Ab12_cd', null)).toBe('/order/Ab12_cd');
    expect(toAppPath('wholesaledesk://order', null)).toBe('/order');
    expect(toAppPath('wholesaledesk://products/blue-shirt', null)).toBe('/products/blue-shirt');
  });

  it('drops every query parameter the route does not expect', () => {
    expect(toAppPath(`wholesaledesk://activation?token=${TOKEN}&redirect=https://evil.test`, null)).toBe(`/activation?token=${TOKEN}`);
    expect(toAppPath('wholesaledesk://cart?next=javascript:alert(1)', null)).toBe('/cart');
  });

  it('refuses a token under another key, a missing token or one that is not token-shaped', () => {
    expect(toAppPath(`wholesaledesk://reset-password?token=${TOKEN}`, null)).toBeNull();
    expect(toAppPath(`wholesaledesk://activation?reset_token=${TOKEN}`, null)).toBeNull();
    expect(toAppPath('wholesaledesk://activation', null)).toBeNull();
    expect(toAppPath('wholesaledesk://activation?token=short', null)).toBeNull();
    expect(toAppPath('wholesaledesk://activation?token=abcdefgh%22%3E%3Cscript%3E', null)).toBeNull();
    expect(toAppPath(`wholesaledesk://activation?token=${'a'.repeat(513)}`, null)).toBeNull();
  });

  it('refuses unknown routes, extra segments and hostile segments', () => {
    expect(toAppPath('wholesaledesk://settings', null)).toBeNull();
    expect(toAppPath('wholesaledesk://__proto__', null)).toBeNull();
    expect(toAppPath('wholesaledesk://constructor', null)).toBeNull();
    expect(toAppPath('wholesaledesk://cart/extra', null)).toBeNull();
    expect(toAppPath('wholesaledesk://order/..%2F..%2Fetc', null)).toBeNull();
    expect(toAppPath('wholesaledesk://order/a/b', null)).toBeNull();
    expect(toAppPath('wholesaledesk://products/<img>', null)).toBeNull();
    expect(toAppPath('wholesaledesk://user:pass@cart', null)).toBeNull();
  });
});

describe('toAppPath: links to the connected store', () => {
  it('turns the store e-mail links into app paths', () => {
    expect(toAppPath(`${STORE}/reset-password?reset_token=${TOKEN}`, STORE)).toBe(`/reset-password?reset_token=${TOKEN}`);
    expect(toAppPath(`${STORE}/activation?token=${TOKEN}`, STORE)).toBe(`/activation?token=${TOKEN}`);
  });

  it('ignores other hosts, look-alikes, other schemes and ports', () => {
    const link = `/activation?token=${TOKEN}`;
    expect(toAppPath(`https://store.example.com.evil.test${link}`, STORE)).toBeNull();
    expect(toAppPath(`https://evil.test${link}`, STORE)).toBeNull();
    expect(toAppPath(`https://evil.test@store.example.com${link}`, STORE)).toBeNull();
    expect(toAppPath(`http://store.example.com${link}`, STORE)).toBeNull();
    expect(toAppPath(`https://store.example.com:8443${link}`, STORE)).toBeNull();
    expect(toAppPath(`javascript:alert(1)//${link}`, STORE)).toBeNull();
    expect(toAppPath(`file:///activation?token=${TOKEN}`, STORE)).toBeNull();
  });

  it('ignores store links when no store is connected', () => {
    expect(toAppPath(`${STORE}/activation?token=${TOKEN}`, null)).toBeNull();
  });

  it('takes a local demo store over http on its own port', () => {
    const demo = 'http://127.0.0.1:4123';
    expect(toAppPath(`${demo}/activation?token=${TOKEN}`, demo)).toBe(`/activation?token=${TOKEN}`);
    expect(toAppPath(`http://127.0.0.1:9999/activation?token=${TOKEN}`, demo)).toBeNull();
  });

  it('refuses garbage and oversized input', () => {
    expect(toAppPath('', STORE)).toBeNull();
    expect(toAppPath('not a url', STORE)).toBeNull();
    expect(toAppPath(`wholesaledesk://cart?${'x'.repeat(5000)}`, STORE)).toBeNull();
  });
});
