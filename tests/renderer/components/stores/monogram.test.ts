import { describe, expect, it } from 'vitest';
import { hostOf, monogram } from '../../../../renderer/src/components/stores/monogram';

describe('monogram', () => {
  it('is the first letter of the name, upper-cased', () => {
    expect(monogram('acme Supply')).toBe('A');
    expect(monogram('  "Zenith" Tools')).toBe('Z');
    expect(monogram('7 Seas Trading')).toBe('7');
    expect(monogram('éclair Foods')).toBe('É');
  });

  it('falls back to the host, then to a question mark', () => {
    expect(monogram('', 'https://shop.example.com')).toBe('S');
    expect(monogram('***', 'not a url')).toBe('N');
    expect(monogram('', '')).toBe('?');
  });
});

describe('hostOf', () => {
  it('keeps the host and port, and gives back what is not an address', () => {
    expect(hostOf('http://127.0.0.1:4321')).toBe('127.0.0.1:4321');
    expect(hostOf('https://shop.example.com/')).toBe('shop.example.com');
    expect(hostOf('shop')).toBe('shop');
  });
});
