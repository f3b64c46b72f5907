import { EventEmitter } from 'node:events';
import type { WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { APP_ENTRY } from '../../electron/security/appProtocol';
import { lockNavigation } from '../../electron/security/harden';
import { decideNavigation, externalTarget } from '../../electron/security/navigation';

const DEV_ENTRY = 'http://localhost:5173/';
const STAY = { allow: true };
const NOWHERE = { allow: false, openExternally: null };

describe('the window shows the entry document and nothing else', () => {
  it.each([
    [`${APP_ENTRY}`],
    [`${APP_ENTRY}#/cart`],
    [`${APP_ENTRY}#/login?redirect=%2Forder%2Fabc`],
    ['app://wholesaledesk/#/cart'],
  ])('lets %s load', (url) => {
    expect(decideNavigation(url, APP_ENTRY)).toEqual(STAY);
  });

  it.each([
    ['another path of the app origin', 'app://wholesaledesk/other'],
    ['a path from store HTML', 'app://wholesaledesk/x'],
    ['an asset as a page', 'app://wholesaledesk/assets/index.js'],
    ['the entry with a query', `${APP_ENTRY}?x=1#/cart`],
    ['a look-alike host', 'app://wholesaledesk.evil/index.html'],
    ['another host', 'app://evil/index.html'],
    ['credentials', 'app://user:pass@wholesaledesk/index.html'],
    ['a file', 'file:///etc/passwd'],
    ['script', 'javascript:alert(1)'],
    ['plain http', 'http://store.example.com/'],
    ['garbage', 'not a url'],
  ])('stops %s and opens nothing', (_what, url) => {
    expect(decideNavigation(url, APP_ENTRY)).toEqual(NOWHERE);
  });

  it('in development allows only the dev server index', () => {
    expect(decideNavigation('http://localhost:5173/#/cart', DEV_ENTRY)).toEqual(STAY);
    expect(decideNavigation('http://localhost:5173/index.html#/cart', DEV_ENTRY)).toEqual(STAY);
    for (const url of ['http://localhost:5173/src/main.tsx', 'http://localhost:5173/x', 'http://localhost:5174/', 'http://user:p@localhost:5173/']) {
      expect(decideNavigation(url, DEV_ENTRY), url).toEqual(NOWHERE);
    }
  });

  it('hands https links to the browser, look-alikes included, and mailto links without extra headers', () => {
    expect(decideNavigation('https://store.example.com.evil.test/', APP_ENTRY)).toEqual({
      allow: false,
      openExternally: 'https://store.example.com.evil.test/',
    });
    expect(externalTarget('mailto:sales@store.example.com?subject=Hi&attach=/etc/passwd&cc=x@evil.test')).toBe(
      'mailto:sales@store.example.com?subject=Hi',
    );
    for (const hostile of ['JaVaScRiPt:alert(1)', 'data:text/html,x', 'https://user:pass@store.example.com/', 'ms-msdt:/id x', 'smb://evil.test/s', '']) {
      expect(externalTarget(hostile), hostile).toBeNull();
    }
  });
});

/** A WebContents stand-in: events are emitted by the test, the open handler is captured. */
function fakeContents() {
  const emitter = new EventEmitter();
  let openHandler: ((details: { url: string }) => { action: string }) | null = null;
  const contents = Object.assign(emitter, {
    setWindowOpenHandler: (handler: typeof openHandler) => {
      openHandler = handler;
    },
  });
  /** Emits `event` for `url`; true when the lock prevented it. */
  const navigate = (event: string, url: string, isMainFrame = true) => {
    const preventDefault = vi.fn();
    emitter.emit(event, { url, isMainFrame, preventDefault });
    return preventDefault.mock.calls.length > 0;
  };
  const openExternal = vi.fn();
  lockNavigation(contents as unknown as WebContents, { entryUrl: APP_ENTRY, openExternal });
  return { navigate, openExternal, open: (url: string) => openHandler?.({ url }) };
}

describe('the lock on a WebContents', () => {
  it('keeps hash routes, stops other app paths and hands safe links to the browser', () => {
    const fake = fakeContents();
    expect(fake.navigate('will-navigate', `${APP_ENTRY}#/cart`)).toBe(false);
    expect(fake.navigate('will-navigate', 'app://wholesaledesk/x')).toBe(true);
    expect(fake.navigate('will-navigate', 'https://evil.test/')).toBe(true);
    expect(fake.navigate('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fake.openExternal.mock.calls).toEqual([['https://evil.test/']]);
  });

  it('stops redirects off the entry document and every sub-frame navigation, opening nothing', () => {
    const fake = fakeContents();
    expect(fake.navigate('will-redirect', 'https://evil.test/')).toBe(true);
    expect(fake.navigate('will-redirect', 'app://wholesaledesk/other')).toBe(true);
    expect(fake.navigate('will-redirect', `${APP_ENTRY}#/cart`)).toBe(false);
    expect(fake.navigate('will-frame-navigate', 'https://evil.test/', false)).toBe(true);
    expect(fake.navigate('will-frame-navigate', 'app://wholesaledesk/other', false)).toBe(true);
    expect(fake.navigate('will-frame-navigate', APP_ENTRY, false)).toBe(true);
    expect(fake.openExternal).not.toHaveBeenCalled();
  });

  it('denies every window.open, passing only https and mailto links to the browser', () => {
    const fake = fakeContents();
    expect(fake.open('https://store.example.com/terms')).toEqual({ action: 'deny' });
    expect(fake.open('app://wholesaledesk/x')).toEqual({ action: 'deny' });
    expect(fake.open('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(fake.open('mailto:a@example.com?bcc=x@evil.test&body=Hi')).toEqual({ action: 'deny' });
    expect(fake.openExternal.mock.calls).toEqual([['https://store.example.com/terms'], ['mailto:a@example.com?body=Hi']]);
  });

  it('never attaches a <webview>', () => {
    expect(fakeContents().navigate('will-attach-webview', 'https://evil.test/')).toBe(true);
  });
});
