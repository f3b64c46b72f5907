import { describe, expect, it } from 'vitest';
import { checkExternalUrl, normaliseStoreUrl } from '../../electron/core/urls';

describe('store address', () => {
  it.each([
    ['https://shop.example.com/some/page?x=1', 'https://shop.example.com'],
    ['shop.example.com', 'https://shop.example.com'],
    ['  https://SHOP.example.com:8443/  ', 'https://shop.example.com:8443'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['http://127.8.9.1', 'http://127.8.9.1'],
    ['http://localhost:3000/x', 'http://localhost:3000'],
    ['http://[::1]:9000', 'http://[::1]:9000'],
    ['localhost:8787', 'http://localhost:8787'],
    ['https://localhost:8443', 'https://localhost:8443'],
  ])('accepts %s as %s', (input, origin) => {
    expect(normaliseStoreUrl(input)).toEqual({ ok: true, url: origin });
  });

  it.each([
    'http://example.com',
    'http://127.0.0.1.evil.test',
    'http://localhost.evil.test',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'ftp://shop.example.com',
    'data:text/html,hi',
    'https://user:pass@shop.example.com',
    '',
    'https://',
    // Hosts the parser lets through but no store has: they would end up in the CSP header.
    'https://a.test;script-src',
    'https://a.test%3bscript-src',
    'https://a.test,x',
    "https://a.test'x",
    'https://*.test',
    'https://--kiosk',
    '--kiosk',
    'https://a_b.test',
  ])('refuses %s', (input) => {
    const result = normaliseStoreUrl(input);
    expect(result.ok).toBe(false);
  });
});

describe('links opened outside the app', () => {
  it.each([
    ['mailto:sales@example.com?subject=Order%20%2342&body=Hello+there', 'mailto:sales@example.com?subject=Order%20%2342&body=Hello+there'],
    ['mailto:sales@example.com?attach=/etc/passwd', 'mailto:sales@example.com'],
    ['mailto:sales@example.com?cc=x@evil.test&Subject=Hi&bcc=y@evil.test&to=z@evil.test', 'mailto:sales@example.com?Subject=Hi'],
    ['mailto:sales@example.com?in-reply-to=%3Cx%3E&body=a&attachment=C:%5Cx&body=second', 'mailto:sales@example.com?body=a'],
    ['mailto:?to=x@evil.test&subject=Hi', 'mailto:?subject=Hi'],
    ['mailto:sales@example.com#frag', 'mailto:sales@example.com'],
  ])('keeps only subject and body of %s', (input, kept) => {
    expect(checkExternalUrl(input)).toEqual({ ok: true, url: kept });
  });

  it('refuses a mail address that smuggles header lines', () => {
    expect(checkExternalUrl('mailto:sales@example.com%0D%0ABcc:x@evil.test').ok).toBe(false);
    expect(checkExternalUrl('mailto:%E0%A4%A').ok).toBe(false);
  });

  it.each([
    'https://store.example.com/help',
    'https://store.example.com.evil.test/', // look-alike, but https: the check is on the scheme
    'mailto:sales@example.com',
  ])('opens %s', (url) => {
    expect(checkExternalUrl(url).ok).toBe(true);
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'file:///C:/Windows/system32/calc.exe', 'http://example.com',
    'https://user:secret@example.com', 'vbscript:msgbox', 'not a url', 'smb://host/share'])('refuses %s', (url) => {
    expect(checkExternalUrl(url).ok).toBe(false);
  });
});
