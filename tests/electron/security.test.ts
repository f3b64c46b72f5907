import { EventEmitter } from 'node:events';
import type { WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '../../electron/security/csp';
import { lockNavigation } from '../../electron/security/harden';
import { decideNavigation, externalTarget, isAppUrl } from '../../electron/security/navigation';
import { denyAllPermissions, denyPermissionCheck, denyPermissionRequest } from '../../electron/security/permissions';
import { isTrustedSender } from '../../electron/security/sender';
import { secureWebPreferences } from '../../electron/security/webPreferences';

const APP = 'app://wholesaledesk';

describe('S1: window web preferences', () => {
  it('isolates, sandboxes and strips the page of Node, insecure content, experiments and webviews', () => {
    const prefs = secureWebPreferences({ preload: '/app/out/preload/index.cjs', devTools: false });
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      devTools: false,
    });
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
    expect(prefs).not.toHaveProperty('additionalArguments');
  });
});

describe('S3: where URLs may go', () => {
  it('keeps the app on its own origin only', () => {
    expect(isAppUrl(`${APP}/index.html#/cart`, APP)).toBe(true);
    expect(isAppUrl('app://wholesaledesk.evil/index.html', APP)).toBe(false);
    expect(isAppUrl('app://evil/index.html', APP)).toBe(false);
    expect(isAppUrl('http://localhost:5173/#/cart', 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
    expect(isAppUrl('http://user:pass@localhost:5173/', 'http://localhost:5173')).toBe(false);
    expect(isAppUrl('not a url', APP)).toBe(false);
  });

  it('opens https and mailto links outside, whatever the host, and nothing else', () => {
    expect(externalTarget('https://store.example.com.evil.test/path')).toBe('https://store.example.com.evil.test/path');
    expect(externalTarget('mailto:sales@store.example.com')).toBe('mailto:sales@store.example.com');
    for (const hostile of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'file:///etc/passwd',
      'data:text/html,<script>alert(1)</script>',
      'http://store.example.com/',
      'https://user:pass@store.example.com/',
      'ms-msdt:/id PCWDiagnostic',
      'smb://evil.test/share',
      'vbscript:msgbox',
      '',
    ]) {
      expect(externalTarget(hostile), hostile).toBeNull();
    }
  });

  it('lets app navigation through and stops everything else, opening only safe links outside', () => {
    expect(decideNavigation(`${APP}/index.html#/login`, APP)).toEqual({ allow: true });
    expect(decideNavigation('https://store.example.com.evil.test/', APP)).toEqual({
      allow: false,
      openExternally: 'https://store.example.com.evil.test/',
    });
    expect(decideNavigation('file:///etc/passwd', APP)).toEqual({ allow: false, openExternally: null });
    expect(decideNavigation('javascript:alert(1)', APP)).toEqual({ allow: false, openExternally: null });
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
  const navigate = (event: string, url: string, isMainFrame = true) => {
    const preventDefault = vi.fn();
    emitter.emit(event, { url, isMainFrame, preventDefault });
    return preventDefault.mock.calls.length > 0;
  };
  return { contents: contents as unknown as WebContents, navigate, open: (url: string) => openHandler?.({ url }) };
}

describe('S3: navigation lock on a WebContents', () => {
  it('prevents navigation away and hands safe links to the browser', () => {
    const openExternal = vi.fn();
    const fake = fakeContents();
    lockNavigation(fake.contents, { appOrigin: APP, openExternal });

    expect(fake.navigate('will-navigate', `${APP}/index.html#/cart`)).toBe(false);
    expect(fake.navigate('will-navigate', 'https://evil.test/')).toBe(true);
    expect(fake.navigate('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(openExternal.mock.calls).toEqual([['https://evil.test/']]);
  });

  it('stops redirects and sub-frame navigation out of the app without opening anything', () => {
    const openExternal = vi.fn();
    const fake = fakeContents();
    lockNavigation(fake.contents, { appOrigin: APP, openExternal });
    expect(fake.navigate('will-redirect', 'https://evil.test/')).toBe(true);
    expect(fake.navigate('will-frame-navigate', 'https://evil.test/', false)).toBe(true);
    expect(fake.navigate('will-frame-navigate', `${APP}/index.html`, false)).toBe(false);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('denies every window.open, passing only https and mailto links to the browser', () => {
    const openExternal = vi.fn();
    const fake = fakeContents();
    lockNavigation(fake.contents, { appOrigin: APP, openExternal });
    expect(fake.open('https://store.example.com/terms')).toEqual({ action: 'deny' });
    expect(fake.open(`${APP}/index.html`)).toEqual({ action: 'deny' });
    expect(fake.open('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls).toEqual([['https://store.example.com/terms']]);
  });

  it('never attaches a <webview>', () => {
    const fake = fakeContents();
    lockNavigation(fake.contents, { appOrigin: APP, openExternal: vi.fn() });
    expect(fake.navigate('will-attach-webview', 'https://evil.test/')).toBe(true);
  });
});

describe('S4: IPC sender check', () => {
  const top = { url: `${APP}/index.html#/cart`, processId: 4, routingId: 1 };

  it('trusts only the main window top frame showing the app', () => {
    expect(isTrustedSender(top, top, APP)).toBe(true);
    expect(isTrustedSender({ ...top }, top, APP)).toBe(true);
  });

  it('refuses sub-frames, other windows, foreign pages and vanished frames', () => {
    expect(isTrustedSender({ ...top, routingId: 7 }, top, APP)).toBe(false);
    expect(isTrustedSender({ ...top, processId: 9 }, top, APP)).toBe(false);
    const navigatedAway = { ...top, url: 'https://evil.test/' };
    expect(isTrustedSender(navigatedAway, navigatedAway, APP)).toBe(false);
    expect(isTrustedSender(null, top, APP)).toBe(false);
    expect(isTrustedSender(top, null, APP)).toBe(false);
  });
});

describe('S9: permissions', () => {
  it('refuses every permission request and check', () => {
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'hid', 'usb', 'unknown']) {
      const callback = vi.fn();
      denyPermissionRequest(null, permission, callback);
      expect(callback).toHaveBeenCalledExactlyOnceWith(false);
    }
    expect(denyPermissionCheck()).toBe(false);
  });

  it('installs the refusals on the session, devices included', () => {
    const session = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn(), setDevicePermissionHandler: vi.fn() };
    denyAllPermissions(session);
    expect(session.setPermissionRequestHandler).toHaveBeenCalledWith(denyPermissionRequest);
    expect(session.setPermissionCheckHandler).toHaveBeenCalledWith(denyPermissionCheck);
    const device = session.setDevicePermissionHandler.mock.calls[0]?.[0] as () => boolean;
    expect(device()).toBe(false);
  });
});

describe('S2: content security policy', () => {
  const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it('allows scripts only from the app and images only from the app, data: and the store', () => {
    const csp = directives(contentSecurityPolicy({ storeOrigin: 'https://store.example.com' }));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://store.example.com']);
    expect(csp.get('connect-src')).toEqual(["'none'"]);
    for (const name of ['object-src', 'base-uri', 'form-action', 'frame-ancestors']) expect(csp.get(name)).toEqual(["'none'"]);
  });

  it('leaves the store out when none is connected and refuses to inject a malformed origin', () => {
    expect(directives(contentSecurityPolicy({ storeOrigin: null })).get('img-src')).toEqual(["'self'", 'data:']);
    const injected = contentSecurityPolicy({ storeOrigin: "https://a.test; script-src 'unsafe-inline'" });
    expect(injected).not.toContain('unsafe-inline');
    expect(contentSecurityPolicy({ storeOrigin: 'javascript:alert(1)' })).not.toContain('javascript');
  });

  it('relaxes only what the Vite dev server needs, in development', () => {
    const csp = directives(contentSecurityPolicy({ storeOrigin: null, devServer: 'http://localhost:5173/' }));
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost:5173']);
  });
});
