import { describe, expect, it } from 'vitest';
import { appWindowSwitches, chromiumSwitches, DROPPED_DEFAULTS, shellSwitches } from '../../browser-shell/switches';

describe("the browser shell's command line", () => {
  const argv = ['--kiosk', '--store-url', 'https://shop.example.com', '--no-sandbox', '--remote-debugging-port=0', '--user-data-dir=/tmp/x', '--', '--disable-web-security', 'wholesaledesk://orders'];

  it("gives Chromium the switches the app does not read, none after '--'", () => {
    expect(chromiumSwitches(argv)).toEqual(['--no-sandbox', '--remote-debugging-port=0']);
  });

  it("keeps the app's own switches, values and everything after '--' for the app", () => {
    expect(shellSwitches(argv)).toEqual(['--kiosk', '--store-url', 'https://shop.example.com', '--user-data-dir=/tmp/x', '--', '--disable-web-security', 'wholesaledesk://orders']);
  });
});

describe("the buyer's window", () => {
  it('opens as an app window (no tabs, no address bar) at the desktop size, with no bar over the app', () => {
    expect(appWindowSwitches({ kiosk: false, size: { width: 1280, height: 800 }, given: ['--no-sandbox', '--lang=ms'] })).toEqual([
      '--app=data:text/html,',
      '--test-type',
      '--window-size=1280,800',
      '--lang=ms',
    ]);
  });

  it('opens full screen at a kiosk', () => {
    const switches = appWindowSwitches({ kiosk: true, size: { width: 1280, height: 800 }, given: [] });
    expect(switches).toEqual(expect.arrayContaining(['--app=data:text/html,', '--kiosk', '--start-fullscreen']));
    expect(switches.some((name) => name.startsWith('--window-size'))).toBe(false);
  });

  it("drops Playwright's automation bar and its extra tab", () => {
    expect(DROPPED_DEFAULTS).toEqual(['--enable-automation', 'about:blank']);
  });
});
