import { describe, expect, it } from 'vitest';
import { isSafeAppPath, pathAfterLogin, returnPathParam, signupTarget } from '../../../../renderer/src/features/auth/redirect';

const STORE = 'http://127.0.0.1:8787';

describe('pathAfterLogin', () => {
  it('returns to the screen the buyer was sent away from', () => {
    expect(pathAfterLogin('/order/abc123?tab=files', '/', STORE)).toBe('/order/abc123?tab=files');
  });

  it('falls back to the store answer, then home', () => {
    expect(pathAfterLogin(null, '/cart', STORE)).toBe('/cart');
    expect(pathAfterLogin(null, `${STORE}/account`, STORE)).toBe('/account');
    expect(pathAfterLogin(null, undefined, STORE)).toBe('/');
  });

  it.each([
    ['another host', 'https://evil.test/login'],
    ['a protocol-relative host', '//evil.test'],
    ['a backslash host', '/\\evil.test'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'cart'],
    ['a control character', '/cart\n'],
  ])('ignores a return path to %s', (_name, redirect) => {
    expect(pathAfterLogin(redirect, null, STORE)).toBe('/');
  });

  it('ignores a store answer on another origin', () => {
    expect(pathAfterLogin(null, 'https://evil.test/cart', STORE)).toBe('/');
    expect(pathAfterLogin(null, 'http://127.0.0.1:9999/cart', STORE)).toBe('/');
  });

  it('never returns to a sign-in screen', () => {
    expect(pathAfterLogin('/logout', '/login', STORE)).toBe('/');
    expect(pathAfterLogin('/login?redirect=/cart', null, STORE)).toBe('/');
  });
});

describe('isSafeAppPath', () => {
  it('accepts in-app paths only', () => {
    expect(isSafeAppPath('/')).toBe(true);
    expect(isSafeAppPath('/products/red-shoe')).toBe(true);
    expect(isSafeAppPath('')).toBe(false);
    expect(isSafeAppPath(null)).toBe(false);
    expect(isSafeAppPath('//x')).toBe(false);
  });
});

describe('signupTarget', () => {
  it('follows a store redirect to a guest screen of the app, on the app or the store origin', () => {
    expect(signupTarget('/login', STORE)).toBe('/login');
    expect(signupTarget(`${STORE}/activation?token=abc`, STORE)).toBe('/activation?token=abc');
  });

  it.each([
    ['nothing', null],
    ['a customer screen', '/account'],
    ['another host', 'https://evil.test/login'],
    ['logout', '/logout'],
  ])('goes to /login for %s', (_name, redirect) => {
    expect(signupTarget(redirect, STORE)).toBe('/login');
  });
});

describe('returnPathParam', () => {
  it('reads the spec\'s redirect_url first, then the app\'s redirect', () => {
    expect(returnPathParam(new URLSearchParams('redirect_url=%2Fcart'))).toBe('/cart');
    expect(returnPathParam(new URLSearchParams('redirect=%2Forder'))).toBe('/order');
    expect(returnPathParam(new URLSearchParams(''))).toBeNull();
  });
});
