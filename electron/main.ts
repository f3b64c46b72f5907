import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import log from 'electron-log/main';
import electronUpdater from 'electron-updater';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, nativeTheme, Notification, safeStorage, session, shell, type IpcMainInvokeEvent } from 'electron';
import type { EventName, EventPayload } from '../contract/contract';
import { createOpenCsv } from './adapters/csvDialog';
import { createFilePicker, createSaveFile } from './adapters/files';
import { createFileOpener } from './adapters/fileOpener';
import { createPrinter } from './adapters/printer';
import { createSecretBox } from './adapters/secretBox';
import { createLoginItems } from './adapters/loginItems';
import { createNotifier } from './adapters/notifier';
import { createUpdater, installedUpdateConfig } from './adapters/updater';
import { launchCommand } from './core/autostart/login-items';
import { DEEP_LINK_SCHEME } from './core/deep-link';
import { createCore, createFileSettings, type Core, type Handlers } from './core/index';
import { registerIpc } from './ipc';
import { readLaunchOptions } from './launch';
import { lockNavigation } from './security/harden';
import { installPermissions, originOf } from './security/permissions';
import { isTrustedSender } from './security/sender';
import { devServerUrl, registerAppScheme, serveRenderer } from './security/serveRenderer';
import { createMainWindow, lockDownForKiosk } from './window';
import { IDLE_BACKSTOP_MS } from './kiosk';
import { installAppMenu, installContextMenu } from './menus';
import { APP_USER_MODEL_ID } from './appId';
import { menuWordsIn, type MenuAction } from './core/desktop-menu/app-menu';
import type { Theme } from '../contract/schemas/desktop';
// The workbook reader's worker, built by electron-vite as a file of its own beside this one.
import workbookWorker from './core/spreadsheet/workbook-worker?modulePath';

const built = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const PRELOAD = built('../contract/index.cjs');
const RENDERER_DIR = built('../renderer');

// The main process (and the core in it) logs to rotating files in the user-data folder, with levels:
// every console call goes there, and the window's errors too (see start).
log.transports.file.maxSize = 5 * 1024 * 1024;
Object.assign(console, log.functions);
log.errorHandler.startCatching();
const logsFolder = () => dirname(log.transports.file.getFile().path);

const launch = readLaunchOptions(process.argv, process.env);
for (const warning of launch.warnings) console.warn(warning);

let mainWindow: BrowserWindow | null = null;
let core: Core | null = null;
/** The menus' and dialogs' words: the language in force for the current store (English until the core is up). */
const menuWords = () => menuWordsIn(core?.words() ?? {});
/** A link that arrived before the core existed; the core opens it at start (in the store it belongs to). */
let pendingLink: string | null = launch.link;
/** The app page's address, once the renderer is served. */
let entryUrl: string | null = null;

const liveWindow = () => (mainWindow && !mainWindow.isDestroyed() ? mainWindow : null);

/** Dialogs are modal to the main window when there is one. */
function withParent<T>(withWindow: (win: BrowserWindow) => T, alone: () => T): T {
  const win = liveWindow();
  return win ? withWindow(win) : alone();
}

function emit<E extends EventName>(event: E, payload: EventPayload<E>): void {
  // Orders with news show on the dock or taskbar too, as in other desktop apps (0 clears it).
  if (event === 'orders:badge') app.setBadgeCount((payload as EventPayload<'orders:badge'>).count);
  liveWindow()?.webContents.send(event, payload);
}

async function currentStoreUrl(handlers: Handlers): Promise<string | null> {
  const answer = await handlers['app:getStoreUrl']({});
  return answer.ok ? answer.data.url : null;
}

/** A deep link while running (second instance, macOS open-url): focus; the core picks the store (or says why not). */
function openLink(link: string): void {
  if (!core) {
    pendingLink = link;
    return;
  }
  const win = liveWindow();
  if (win?.isMinimized()) win.restore();
  win?.focus();
  core.openLink(link);
}

/** A notification was clicked: bring the window forward on that page. */
function showInWindow(path: string): void {
  const win = liveWindow();
  if (win?.isMinimized()) win.restore();
  win?.focus();
  emit('app:navigate', { path });
}

function registerProtocolClient(): void {
  // `--` before the link: whatever a crafted link carries is never read as a switch (see launch.ts).
  const appArgs = process.defaultApp && process.argv[1] ? [resolve(process.argv[1])] : [];
  app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [...appArgs, '--']);
}

function start(): void {
  const settings = createFileSettings(app.getPath('userData'), { kiosk: launch.kiosk });
  // The page's colours follow nativeTheme (prefers-color-scheme), as do the menus and dialogs.
  const applyTheme = (theme: Theme) => void (nativeTheme.themeSource = theme);
  applyTheme(settings.get().theme);
  const kiosk = launch.kiosk || settings.get().kiosk.enabled;
  const handlers = (core = createCore({
    settings,
    secretBox: createSecretBox(safeStorage),
    filePicker: createFilePicker((options) => withParent((win) => dialog.showOpenDialog(win, options), () => dialog.showOpenDialog(options)), undefined, menuWords),
    applyTheme,
    diagnostics: {
      versions: () => ({
        app: app.getVersion(),
        electron: process.versions.electron,
        chrome: process.versions.chrome,
        node: process.versions.node,
        os: `${process.platform} ${process.getSystemVersion()} ${process.arch}`,
      }),
      logs: async () => {
        const folder = logsFolder();
        const read = (name: string) => readFile(join(folder, name), 'utf8').catch(() => '');
        return { 'main.log': await read('main.log'), 'main.old.log': await read('main.old.log') };
      },
    },
    saveFile: createSaveFile(
      (options) => withParent((win) => dialog.showSaveDialog(win, options), () => dialog.showSaveDialog(options)),
      app.getPath('downloads'),
      menuWords,
    ),
    openCsv: createOpenCsv((options) => withParent((win) => dialog.showOpenDialog(win, options), () => dialog.showOpenDialog(options)), menuWords),
    workbookWorker,
    dataDir: app.getPath('userData'),
    printer: createPrinter(() => liveWindow()?.webContents ?? null),
    // A trade counter's kiosk opens no other program over its window.
    fileOpener: kiosk ? undefined : createFileOpener(shell),
    emit,
    openExternal: (url) => shell.openExternal(url),
    systemLanguages: () => app.getPreferredSystemLanguages(),
    notifier: createNotifier({ isSupported: () => Notification.isSupported(), create: (options) => new Notification(options) }, showInWindow),
    loginItems: createLoginItems({
      platform: process.platform,
      setLoginItemSettings: (settings) => app.setLoginItemSettings(settings),
      env: process.env,
      home: app.getPath('home'),
      command: launchCommand({ execPath: process.execPath, appImage: process.env.APPIMAGE, appPath: process.defaultApp && process.argv[1] ? resolve(process.argv[1]) : null }),
    }),
    // Only an installed app updates itself: a development build has no feed (app-update.yml) to read.
    updater: app.isPackaged ? createUpdater(electronUpdater.autoUpdater, log, { platform: process.platform, updateConfig: installedUpdateConfig }) : undefined,
    kiosk,
    storeUrlOverride: launch.storeUrlOverride,
    demoStoreUrl: launch.demoStoreUrl,
    launchLink: pendingLink,
    // After a store switch: the page's policy must name the new store's images, so it starts afresh.
    reloadWindow: () => setTimeout(() => entryUrl && load(entryUrl), 0),
  })).handlers;
  pendingLink = null;

  // The CSP names the store for images (a store switch reloads the page: the core's reloadWindow).
  const source = serveRenderer({
    devServer: app.isPackaged ? null : devServerUrl(process.env.ELECTRON_RENDERER_URL),
    rendererDir: RENDERER_DIR,
    storeUrl: () => currentStoreUrl(handlers),
  });
  entryUrl = source.entryUrl;
  installPermissions(session.defaultSession, originOf(source.entryUrl) ?? source.entryUrl);
  const openExternal = (url: string) => void shell.openExternal(url).catch((error) => console.error('openExternal', error));
  app.on('web-contents-created', (_event, contents) => lockNavigation(contents, { entryUrl: source.entryUrl, openExternal }));

  registerIpc(
    ipcMain,
    handlers,
    (event: IpcMainInvokeEvent) =>
      isTrustedSender(event.senderFrame, liveWindow()?.webContents.mainFrame ?? null, source.entryUrl),
  );

  // The menus speak the language in force for the current store, and change with it.
  const menu = () => installAppMenu({ packaged: app.isPackaged, kiosk, words: menuWords(), run: runMenuAction });
  menu();
  core.onWords(menu);
  const win = (mainWindow = createMainWindow({
    preload: PRELOAD,
    kiosk,
    savedBounds: settings.get().windowBounds,
    saveBounds: (windowBounds) => settings.set({ windowBounds }),
    onCrashLoop: () => {
      dialog.showErrorBox('Wholesale Desk', menuWords().window_crashed);
      app.quit();
    },
  }));
  installContextMenu(win, menuWords);
  // What goes wrong in the window reaches the same log as the main process.
  win.webContents.on('console-message', (details) => {
    if (details.level === 'error') log.error(`[window] ${details.message} (${details.sourceId}:${details.lineNumber})`);
  });
  // The zoom kept for the store comes back with every page load (a store switch reloads the page).
  win.webContents.on('did-finish-load', () => win.webContents.setZoomFactor(core?.zoom() ?? 1));
  // Ctrl+wheel and pinch: the same steps as the keys, kept the same way.
  win.webContents.on('zoom-changed', (_event, direction) => runMenuAction({ zoom: direction }));
  if (kiosk) {
    lockDownForKiosk(win, {
      // The page warns the customer and signs them out itself at `idleMinutes`, after saving the cart's
      // unsent changes; this is the backstop for a page that cannot (hung, or its script stopped).
      idleMs: settings.get().kiosk.idleMinutes * 60_000 + IDLE_BACKSTOP_MS,
      // At once, not after the store answers a logout: a store that is down must not keep the last buyer on screen.
      onIdle: () => core?.endSession(),
    });
  }
  load(source.entryUrl);
}

/** A menu entry of ours: a screen opens, the page runs a command, the window zooms, or the shell acts. */
function runMenuAction(action: MenuAction): void {
  const win = liveWindow();
  if ('navigate' in action) emit('app:navigate', { path: action.navigate });
  else if ('command' in action) emit('app:command', { command: action.command });
  else if ('zoom' in action) {
    if (win && core) win.webContents.setZoomFactor(core.changeZoom(action.zoom));
  } else if (action.desktop === 'showLogs') void shell.openPath(logsFolder());
  else if (action.desktop === 'checkForUpdates') void core?.checkForUpdates();
  else void exportDiagnostics();
}

/** Help > Export diagnostics: the core writes the zip; the page says where it went wrong, if it did. */
async function exportDiagnostics(): Promise<void> {
  const answer = await core?.handlers['app:exportDiagnostics']({});
  if (answer && !answer.ok) emit('app:notice', { message: answer.error.message });
}

/** Loads the app page; a failed load is logged (the window stays, a reload can recover it). */
function load(url: string): void {
  liveWindow()
    ?.loadURL(url)
    .catch((error: unknown) => console.error(`could not load ${url}`, error));
}

// Windows shows notifications only for an app with an AppUserModelID: the installer's appId.
if (process.platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  registerAppScheme();
  registerProtocolClient();
  app.on('second-instance', (_event, argv) => {
    // Only the link is taken from another instance's command line, never its switches.
    const { link } = readLaunchOptions(argv, {});
    if (link) openLink(link);
    else liveWindow()?.focus();
  });
  // macOS delivers links this way, possibly before the app is ready.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    openLink(url);
  });
  app.on('window-all-closed', () => app.quit());
  // Back at the desk: the buyer's orders are checked for changes (the core skips it when just checked).
  app.on('browser-window-focus', () => void core?.windowFocused());
  app.on('will-quit', () => core?.dispose());
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      console.error('Wholesale Desk could not start', error);
      app.exit(1);
    });
}
