import { describe, expect, it } from 'vitest';
import { readLaunchOptions } from '../../electron/launch';

const ELECTRON = ['/opt/electron', '.'];

describe('readLaunchOptions', () => {
  it('reads --store-url in both spellings and normalises it to an origin', () => {
    expect(readLaunchOptions([...ELECTRON, '--store-url', 'https://shop.example.com/x'], {}).storeUrlOverride).toBe(
      'https://shop.example.com',
    );
    expect(readLaunchOptions([...ELECTRON, '--store-url=shop.example.com'], {}).storeUrlOverride).toBe('https://shop.example.com');
  });

  it('falls back to STOREFRONT_URL, and the argument wins over it', () => {
    expect(readLaunchOptions(ELECTRON, { STOREFRONT_URL: 'https://env.example.com' }).storeUrlOverride).toBe('https://env.example.com');
    const both = readLaunchOptions([...ELECTRON, '--store-url', 'https://arg.example.com'], { STOREFRONT_URL: 'https://env.example.com' });
    expect(both.storeUrlOverride).toBe('https://arg.example.com');
  });

  it('refuses plain http except on loopback, with a warning', () => {
    const remote = readLaunchOptions([...ELECTRON, '--store-url', 'http://shop.example.com'], {});
    expect(remote.storeUrlOverride).toBeUndefined();
    expect(remote.warnings.join()).toMatch(/--store-url ignored/);
    expect(readLaunchOptions([...ELECTRON, '--store-url', 'http://127.0.0.1:8787'], {}).storeUrlOverride).toBe('http://127.0.0.1:8787');
    expect(readLaunchOptions([...ELECTRON, '--store-url', 'file:///etc/passwd'], {}).storeUrlOverride).toBeUndefined();
  });

  it('warns about --store-url without a value', () => {
    expect(readLaunchOptions([...ELECTRON, '--store-url'], {}).warnings).toHaveLength(1);
  });

  it('never takes the next switch for the address: --store-url --kiosk is a missing value and kiosk mode', () => {
    const options = readLaunchOptions([...ELECTRON, '--store-url', '--kiosk'], { STOREFRONT_URL: 'https://env.example.com' });
    expect(options.kiosk).toBe(true);
    expect(options.storeUrlOverride).toBe('https://env.example.com');
    expect(options.warnings).toEqual(['--store-url needs an address, e.g. --store-url https://shop.example.com']);
  });

  it.each([
    [['--store-url', '-x']],
    [['--store-url=--kiosk']],
    [['--store-url', '--']],
  ])('refuses a switch as the address in %j', (args) => {
    const options = readLaunchOptions([...ELECTRON, ...args], {});
    expect(options.storeUrlOverride).toBeUndefined();
    expect(options.warnings).toHaveLength(1);
  });

  it('still ends the switches at -- right after a valueless --store-url', () => {
    const options = readLaunchOptions([...ELECTRON, '--store-url', '--', '--kiosk', 'wholesaledesk://cart'], {});
    expect(options.kiosk).toBe(false);
    expect(options.link).toBe('wholesaledesk://cart');
  });

  it('reads --kiosk and the demo store the launcher started', () => {
    const options = readLaunchOptions([...ELECTRON, '--kiosk'], { WHOLESALE_DEMO_STORE_URL: 'http://127.0.0.1:4000' });
    expect(options.kiosk).toBe(true);
    expect(options.demoStoreUrl).toBe('http://127.0.0.1:4000');
    expect(readLaunchOptions(ELECTRON, {}).kiosk).toBe(false);
  });

  it('finds a link among the arguments but never takes the store address for one', () => {
    expect(readLaunchOptions([...ELECTRON, '--', 'wholesaledesk://cart'], {}).link).toBe('wholesaledesk://cart');
    expect(readLaunchOptions([...ELECTRON, '--store-url', 'https://shop.example.com'], {}).link).toBeNull();
  });

  it('ignores switches a crafted link smuggles in after --', () => {
    const options = readLaunchOptions(
      [...ELECTRON, '--', 'wholesaledesk://cart', '--store-url', 'https://evil.test', '--kiosk', '--store-url=https://evil.test'],
      {},
    );
    expect(options.storeUrlOverride).toBeUndefined();
    expect(options.kiosk).toBe(false);
    expect(options.link).toBe('wholesaledesk://cart');
  });
});
