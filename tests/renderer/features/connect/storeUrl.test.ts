import { describe, expect, it } from 'vitest';
import { checkStoreUrl } from '../../../../renderer/src/features/connect/storeUrl';

describe('checkStoreUrl', () => {
  it('accepts an https store and trims the trailing slash', () => {
    expect(checkStoreUrl(' https://shop.example.com/ ')).toEqual({ ok: true, url: 'https://shop.example.com' });
  });

  it('assumes https when the scheme is left out', () => {
    expect(checkStoreUrl('shop.example.com')).toEqual({ ok: true, url: 'https://shop.example.com' });
  });

  it('allows plain http only for this computer', () => {
    expect(checkStoreUrl('http://127.0.0.1:8787')).toEqual({ ok: true, url: 'http://127.0.0.1:8787' });
    expect(checkStoreUrl('http://localhost:3000/')).toEqual({ ok: true, url: 'http://localhost:3000' });
    expect(checkStoreUrl('http://example.com')).toEqual({ ok: false, reason: 'https_only' });
  });

  it('refuses other schemes, credentials, blanks and nonsense', () => {
    expect(checkStoreUrl('ftp://shop.example.com')).toEqual({ ok: false, reason: 'https_only' });
    expect(checkStoreUrl('javascript:alert(1)')).toMatchObject({ ok: false });
    expect(checkStoreUrl('https://user:pw@shop.example.com')).toEqual({ ok: false, reason: 'credentials' });
    expect(checkStoreUrl('   ')).toEqual({ ok: false, reason: 'required' });
    expect(checkStoreUrl('https://exa mple.com')).toEqual({ ok: false, reason: 'invalid' });
  });
});
