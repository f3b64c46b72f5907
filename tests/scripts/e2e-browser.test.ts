import { describe, expect, it } from 'vitest';
import { findBrowser, type BrowserProbe } from '../../browser-shell/findBrowser';

/** A machine with exactly these files (and nothing from Playwright unless given). */
function machine(platform: NodeJS.Platform, files: string[], env: BrowserProbe['env'] = {}, playwright: string | null = null): BrowserProbe {
  const present = new Set(files);
  return { env: { PATH: '/usr/local/bin:/usr/bin', ...env }, platform, exists: (path) => present.has(path), playwrightChromium: () => playwright };
}

describe('the e2e harness finds a browser, or says in one line how to get one', () => {
  it('takes CHROMIUM_PATH first, and names it when it does not exist', () => {
    expect(findBrowser(machine('linux', ['/opt/chrome', '/usr/bin/chromium'], { CHROMIUM_PATH: '/opt/chrome' }))).toMatchObject({ ok: true, path: '/opt/chrome' });
    const wrong = findBrowser(machine('linux', ['/usr/bin/chromium'], { CHROMIUM_PATH: '/opt/missing' }));
    expect(wrong).toMatchObject({ ok: false });
    expect(!wrong.ok && wrong.message).toContain('/opt/missing');
  });

  it("prefers Debian's chromium, then chromium-browser and Google Chrome on PATH", () => {
    expect(findBrowser(machine('linux', ['/usr/bin/chromium', '/usr/bin/google-chrome']))).toMatchObject({ path: '/usr/bin/chromium' });
    expect(findBrowser(machine('linux', ['/usr/local/bin/chromium-browser', '/usr/bin/google-chrome']))).toMatchObject({ path: '/usr/local/bin/chromium-browser' });
    expect(findBrowser(machine('linux', ['/usr/bin/google-chrome-stable']))).toMatchObject({ path: '/usr/bin/google-chrome-stable' });
  });

  it("finds Chrome where macOS and Windows install it", () => {
    const mac = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findBrowser(machine('darwin', [mac]))).toMatchObject({ ok: true, path: mac });
    const win = 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe';
    expect(findBrowser(machine('win32', [win], { PATH: '', PROGRAMFILES: 'C:\\Program Files' }))).toMatchObject({ ok: true, path: win });
  });

  it("falls back to Playwright's download only when that file exists", () => {
    const download = '/home/dee/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';
    expect(findBrowser(machine('linux', [download], {}, download))).toMatchObject({ ok: true, path: download, source: 'Playwright' });
    expect(findBrowser(machine('linux', [], {}, download))).toMatchObject({ ok: false });
  });

  it('names the install command when there is none', () => {
    const linux = findBrowser(machine('linux', []));
    expect(linux).toEqual({
      ok: false,
      message: expect.stringContaining('sudo apt-get install -y chromium'),
    });
    expect(!linux.ok && linux.message).toContain('npx playwright install chromium');
    expect(!linux.ok && linux.message.includes('\n')).toBe(false);
    const mac = findBrowser(machine('darwin', []));
    expect(!mac.ok && mac.message).toContain('npx playwright install chromium');
    expect(!mac.ok && mac.message).not.toContain('apt-get');
  });
});
