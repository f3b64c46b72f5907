import { BrowserWindow, screen } from 'electron';
import { createIdleTimer, isBlockedInKiosk } from './kiosk';
import { createCrashGuard, isCrash } from './recovery';
import { secureWebPreferences } from './security/webPreferences';
import { DEFAULT_SIZE, MIN_SIZE, debounce, restorableBounds, type Rect } from './windowState';

export interface MainWindowOptions {
  preload: string;
  kiosk: boolean;
  /** Bounds saved by the last run; used only if still on a display. */
  savedBounds: Rect | null;
  saveBounds: (bounds: Rect) => void;
  /** The renderer keeps crashing: reloading again would only loop. */
  onCrashLoop: () => void;
}

const SAVE_BOUNDS_AFTER_MS = 500;

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const workAreas = screen.getAllDisplays().map((display) => display.workArea);
  const bounds = options.kiosk ? null : restorableBounds(options.savedBounds, workAreas);
  const win = new BrowserWindow({
    ...(bounds ?? DEFAULT_SIZE),
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: 'Wholesale Desk',
    show: false,
    backgroundColor: '#ffffff',
    kiosk: options.kiosk,
    fullscreen: options.kiosk,
    // The sandbox and isolation flags are restated literally so the static scan (npm run scan:electron) can see them.
    webPreferences: {
      ...secureWebPreferences({ preload: options.preload, devTools: !options.kiosk }),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    },
  });
  win.once('ready-to-show', () => win.show());

  if (!options.kiosk) {
    // Normal (not maximised) bounds, so a maximised window comes back the size it was before.
    const save = debounce(() => {
      if (!win.isDestroyed()) options.saveBounds(win.getNormalBounds());
    }, SAVE_BOUNDS_AFTER_MS);
    win.on('resize', save);
    win.on('move', save);
    win.on('close', () => save.flush());
  }

  // A crashed window reloads where it was (the hash route survives a reload; the renderer restores drafts).
  const crashes = createCrashGuard();
  win.webContents.on('render-process-gone', (_event, details) => {
    if (!isCrash(details.reason) || win.isDestroyed()) return;
    console.error(`renderer gone (${details.reason}, exit code ${details.exitCode})`);
    if (crashes.shouldReload()) win.webContents.reload();
    else options.onCrashLoop();
  });
  return win;
}

/**
 * Kiosk: no menu (the caller removes the application menu), no devtools, shortcuts for reload,
 * devtools, quit and full screen swallowed, and `onIdle` after `idleMs` without any input.
 * Returns a function that stops the idle timer.
 */
export function lockDownForKiosk(win: BrowserWindow, idle: { idleMs: number; onIdle: () => void }): () => void {
  win.setMenu(null);
  const contents = win.webContents;
  contents.on('before-input-event', (event, input) => {
    if (isBlockedInKiosk(input)) event.preventDefault();
  });
  contents.on('devtools-opened', () => contents.closeDevTools());
  const timer = createIdleTimer(idle);
  // Every mouse move, touch, wheel and key press in the page counts as someone being there.
  contents.on('input-event', () => timer.activity());
  win.on('closed', () => timer.stop());
  return () => timer.stop();
}
