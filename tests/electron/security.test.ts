import { describe, expect, it, vi } from 'vitest';
import { APP_ENTRY } from '../../electron/security/appProtocol';
import { cameraCheckHandler, cameraRequestHandler, denyPermissionCheck, installPermissions } from '../../electron/security/permissions';
import { isTrustedSender } from '../../electron/security/sender';
import { secureWebPreferences } from '../../electron/security/webPreferences';


describe('window web preferences', () => {
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

describe('IPC sender check', () => {
  const top = { url: `${APP_ENTRY}#/cart`, processId: 4, routingId: 1 };

  it('trusts only the main window top frame showing the entry document', () => {
    expect(isTrustedSender(top, top, APP_ENTRY)).toBe(true);
    expect(isTrustedSender({ ...top }, top, APP_ENTRY)).toBe(true);
  });

  it('refuses the top frame once it shows another page of the app origin', () => {
    const elsewhere = { ...top, url: 'app://wholesaledesk/x' };
    expect(isTrustedSender(elsewhere, elsewhere, APP_ENTRY)).toBe(false);
  });

  it('refuses sub-frames, other windows, foreign pages and vanished frames', () => {
    expect(isTrustedSender({ ...top, routingId: 7 }, top, APP_ENTRY)).toBe(false);
    expect(isTrustedSender({ ...top, processId: 9 }, top, APP_ENTRY)).toBe(false);
    const navigatedAway = { ...top, url: 'https://evil.test/' };
    expect(isTrustedSender(navigatedAway, navigatedAway, APP_ENTRY)).toBe(false);
    expect(isTrustedSender(null, top, APP_ENTRY)).toBe(false);
    expect(isTrustedSender(top, null, APP_ENTRY)).toBe(false);
  });
});

describe('permissions', () => {
  const APP = 'app://wholesaledesk';
  const request = cameraRequestHandler(APP);
  const asked = (permission: string, details: Parameters<typeof request>[3]) => {
    const callback = vi.fn();
    request(null, permission, callback, details);
    expect(callback).toHaveBeenCalledOnce();
    return callback.mock.calls[0]?.[0] as boolean;
  };
  const own = { requestingUrl: `${APP}/index.html#/quick-order`, isMainFrame: true };

  it('gives the camera to the app\'s own page, and nothing else to anyone', () => {
    expect(asked('media', { ...own, mediaTypes: ['video'] })).toBe(true);
    // The microphone, another page, a frame, or no media named: refused.
    expect(asked('media', { ...own, mediaTypes: ['video', 'audio'] })).toBe(false);
    expect(asked('media', { ...own, mediaTypes: ['audio'] })).toBe(false);
    expect(asked('media', { ...own, mediaTypes: [] })).toBe(false);
    expect(asked('media', { requestingUrl: 'https://evil.test/', isMainFrame: true, mediaTypes: ['video'] })).toBe(false);
    expect(asked('media', { requestingUrl: 'app://wholesaledesk.evil/index.html', isMainFrame: true, mediaTypes: ['video'] })).toBe(false);
    expect(asked('media', { ...own, isMainFrame: false, mediaTypes: ['video'] })).toBe(false);
    for (const permission of ['geolocation', 'notifications', 'clipboard-read', 'openExternal', 'hid', 'usb', 'unknown']) {
      expect(asked(permission, { ...own, mediaTypes: ['video'] })).toBe(false);
    }
    const check = cameraCheckHandler(APP);
    expect(check(null, 'media', APP, { mediaType: 'video', isMainFrame: true })).toBe(true);
    expect(check(null, 'media', APP, { mediaType: 'audio', isMainFrame: true })).toBe(false);
    expect(check(null, 'media', 'https://evil.test', { mediaType: 'video', isMainFrame: true })).toBe(false);
    expect(check(null, 'geolocation', APP, { isMainFrame: true })).toBe(false);
  });

  it('installs the policy on the session, devices (USB, HID, serial) refused', () => {
    const session = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn(), setDevicePermissionHandler: vi.fn() };
    installPermissions(session, APP);
    const installed = session.setPermissionRequestHandler.mock.calls[0]?.[0] as typeof request;
    const callback = vi.fn();
    installed(null, 'media', callback, { requestingUrl: 'https://evil.test/', isMainFrame: true, mediaTypes: ['video'] });
    expect(callback).toHaveBeenCalledWith(false);
    expect(session.setPermissionCheckHandler).toHaveBeenCalledOnce();
    expect(session.setDevicePermissionHandler).toHaveBeenCalledWith(denyPermissionCheck);
  });
});
