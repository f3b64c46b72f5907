import { describe, expect, it, vi } from 'vitest';
import { APP_ENTRY } from '../../electron/security/appProtocol';
import { denyAllPermissions, denyPermissionCheck, denyPermissionRequest } from '../../electron/security/permissions';
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
