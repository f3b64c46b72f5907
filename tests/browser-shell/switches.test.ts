import { describe, expect, it } from 'vitest';
import { chromiumSwitches, shellSwitches } from '../../browser-shell/switches';

describe("the browser shell's command line", () => {
  const argv = ['--kiosk', '--store-url', 'https://shop.example.com', '--no-sandbox', '--remote-debugging-port=0', '--user-data-dir=/tmp/x', '--', '--disable-web-security', 'wholesaledesk://orders'];

  it("gives Chromium the switches the app does not read, none after '--'", () => {
    expect(chromiumSwitches(argv)).toEqual(['--no-sandbox', '--remote-debugging-port=0']);
  });

  it("keeps the app's own switches, values and everything after '--' for the app", () => {
    expect(shellSwitches(argv)).toEqual(['--kiosk', '--store-url', 'https://shop.example.com', '--user-data-dir=/tmp/x', '--', '--disable-web-security', 'wholesaledesk://orders']);
  });
});
