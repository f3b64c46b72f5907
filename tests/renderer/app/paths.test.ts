import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnPath } from '../../../renderer/src/app/paths';
import { routeAccess } from '../../../renderer/src/app/routes';

describe('routeAccess', () => {
  it('keeps the catalogue, cart, orders, account and contact for customers', () => {
    for (const path of ['/', '/products/blue-mug', '/variant/123', '/cart', '/order', '/order/abc123', '/account', '/contact_us', '/quick-order']) {
      expect(routeAccess(path), path).toBe('customer');
    }
  });

  it('keeps the sign-in screens for guests', () => {
    for (const path of ['/login', '/signup', '/forgot-password', '/reset-password', '/activation']) {
      expect(routeAccess(path), path).toBe('guest');
    }
  });

  it('leaves preview, content, maintenance, connect and logout open', () => {
    for (const path of ['/preview', '/legal/refund-policy', '/pages/about-us', '/maintenance', '/connect', '/logout']) {
      expect(routeAccess(path), path).toBe('open');
    }
  });
});

describe('safeReturnPath', () => {
  it('follows app paths with their query', () => {
    expect(safeReturnPath('/order/abc?x=1')).toBe('/order/abc?x=1');
  });

  it('refuses anything that could leave the app', () => {
    for (const raw of ['//evil.test/x', 'https://evil.test', 'javascript:alert(1)', '/\\evil.test', '', null]) {
      expect(safeReturnPath(raw)).toBe('/');
    }
  });
});

describe('loginPath', () => {
  it('asks to come back to the page the customer was on', () => {
    expect(loginPath('/order/abc')).toBe('/login?redirect=%2Forder%2Fabc');
  });

  it('does not bounce back to home, sign-in screens or logout', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login?redirect=%2Fcart')).toBe('/login');
    expect(loginPath('/logout')).toBe('/login');
  });
});
