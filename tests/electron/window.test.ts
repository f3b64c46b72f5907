import { EventEmitter } from 'node:events';
import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The window's lock-down held on what window.ts really hands to `new BrowserWindow`, not on a helper
 * it might stop using: Electron is replaced by a stand-in whose BrowserWindow records its options.
 */
const created: BrowserWindowConstructorOptions[] = [];

class FakeWindow extends EventEmitter {
  readonly webContents = Object.assign(new EventEmitter(), { reload: vi.fn(), closeDevTools: vi.fn() });
  readonly setMenu = vi.fn();
  constructor(options: BrowserWindowConstructorOptions) {
    super();
    created.push(options);
  }
  show() {}
  isDestroyed() {
    return false;
  }
  getNormalBounds() {
    return { x: 0, y: 0, width: 1280, height: 800 };
  }
}

vi.mock('electron', () => ({
  BrowserWindow: FakeWindow,
  screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
}));

const { createMainWindow, lockDownForKiosk } = await import('../../electron/window');

const PRELOAD = '/app/out/preload/index.cjs';
const open = (kiosk: boolean) => {
  const win = createMainWindow({ preload: PRELOAD, kiosk, savedBounds: null, saveBounds: vi.fn(), onCrashLoop: vi.fn() });
  return { win, options: created.at(-1)! };
};

/** Every web preference the main window may have; one more (enableBlinkFeatures, ...) fails. */
const S1_PREFERENCES = {
  preload: PRELOAD,
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  navigateOnDragDrop: false,
  safeDialogs: true,
};

beforeEach(() => {
  created.length = 0;
});

describe('the options window.ts passes to new BrowserWindow', () => {
  it.each([false, true])('isolate, sandbox and strip the page (kiosk %s)', (kiosk) => {
    const { options } = open(kiosk);
    expect(created).toHaveLength(1);
    expect(options.webPreferences).toEqual({ ...S1_PREFERENCES, devTools: !kiosk });
  });

  it('opens a kiosk full screen and without developer tools', () => {
    const { options } = open(true);
    expect(options).toMatchObject({ kiosk: true, fullscreen: true, webPreferences: { devTools: false } });
    expect(open(false).options).toMatchObject({ kiosk: false, fullscreen: false });
  });
});

describe('kiosk lock-down on the window', () => {
  afterEach(() => vi.useRealTimers());

  it('removes the menu, swallows blocked keys, closes devtools and logs out when idle', () => {
    vi.useFakeTimers();
    const { win } = open(true);
    const fake = win as unknown as FakeWindow;
    const onIdle = vi.fn();
    lockDownForKiosk(win as BrowserWindow, { idleMs: 60_000, onIdle });
    expect(fake.setMenu).toHaveBeenCalledWith(null);

    const press = (key: string, code: string, control = false) => {
      const preventDefault = vi.fn();
      fake.webContents.emit('before-input-event', { preventDefault }, { type: 'keyDown', key, code, control, meta: false, alt: false, shift: false });
      return preventDefault.mock.calls.length > 0;
    };
    expect(press('F12', 'F12')).toBe(true);
    expect(press('r', 'KeyR', true)).toBe(true);
    expect(press('a', 'KeyA')).toBe(false);

    fake.webContents.emit('devtools-opened');
    expect(fake.webContents.closeDevTools).toHaveBeenCalled();

    vi.advanceTimersByTime(50_000);
    fake.webContents.emit('input-event');
    vi.advanceTimersByTime(50_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });
});
