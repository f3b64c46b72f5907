import { homedir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { readLaunchOptions } from '../electron/launch';
import { createCore, createFileSettings, type Core } from '../electron/core/index';
import { createFilePicker } from '../electron/adapters/files';
import { createOpenCsv } from '../electron/adapters/csvDialog';
import { DEFAULT_SIZE } from '../electron/windowState';
import type { EventName, EventPayload } from '../contract/contract';
import type { Theme } from '../contract/schemas/desktop';
import { serveApp } from './appServer';
import type { SendEvent } from './cdpTransport';
import { chromiumPath } from './chromiumPath';
import { keepNoPasswords } from './chromiumProfile';
import { connectPage } from './connectPage';
import { lockDownKiosk } from './kioskLock';
import { pageOpenDialog } from './pageFileChooser';
import { centreWindow, fillScreen } from './placeWindow';
import { menuShortcuts, shortcutScript } from './shortcuts';
import { appWindowSwitches, chromiumSwitches, DROPPED_DEFAULTS, shellSwitches } from './switches';
import { chromiumPrinter, noKeyStore, noticeNotifier, openFilesWithSystem, openWithSystem, saveToDownloads } from './standIns';
import { browserShellDir } from './userData';
import { lockToApp, WINDOW_TITLE_SUFFIX, windowTitleScript } from './windowLock';

export interface BrowserShellOptions {
  /** The app's command line after `npm start --`: --kiosk, --store-url, a link, Chromium switches. */
  argv: readonly string[];
  /**
   * The environment: STOREFRONT_URL and WHOLESALE_DEMO_STORE_URL for the app, DISPLAY for the window,
   * XDG_DOWNLOAD_DIR for saved files (else ~/Downloads).
   */
  env: Readonly<Record<string, string | undefined>>;
  /** The production renderer build (out/renderer). */
  rendererDir: string;
  /** The app's user-data folder; the shell keeps its own folder inside it. */
  userDataDir: string;
  log: (line: string) => void;
}

export interface BrowserShell {
  core: Core;
  /** Where the page is served (the only origin the transport trusts). */
  appUrl: string;
  /** The app's window, for the tests that drive it as a buyer would. */
  page: Page;
  /** Settles when the buyer closes the window, or close() was called. */
  closed: Promise<void>;
  close(): Promise<void>;
}

export { WINDOW_TITLE_SUFFIX };

/**
 * The app where Electron cannot start: the production renderer in a Chromium app window of its
 * own (`--app`, its own profile), the real core in this Node process, and the transport the
 * end-to-end harness uses between them. Open dialogs are Chromium's file chooser
 * (pageFileChooser.ts), the colours setting is the page's colour scheme, the menu's keys are
 * shortcuts.ts; the other desktop capabilities are the stand-ins of standIns.ts.
 */
export async function openInBrowser(options: BrowserShellOptions): Promise<BrowserShell> {
  const launch = readLaunchOptions(shellSwitches(options.argv), options.env);
  for (const warning of launch.warnings) options.log(warning);
  const dataDir = browserShellDir(options.userDataDir);
  const settings = createFileSettings(dataDir);
  const kiosk = launch.kiosk || settings.get().kiosk.enabled;

  let page: Page | null = null;
  let sendEvent: SendEvent | null = null;
  const emit = <E extends EventName>(event: E, payload: EventPayload<E>) => void sendEvent?.(event, payload);
  let appUrl = '';
  // The page's own file chooser, where the desktop app shows its open dialog.
  const showOpenDialog = pageOpenDialog(() => page);
  // The window's colours follow the setting (prefers-color-scheme), as nativeTheme makes them in the desktop app.
  const applyTheme = (theme: Theme) => page?.emulateMedia({ colorScheme: theme === 'system' ? null : theme });

  const core = createCore({
    settings,
    secretBox: noKeyStore,
    emit,
    openExternal: openWithSystem(options.log),
    saveFile: saveToDownloads(emit, options.env.XDG_DOWNLOAD_DIR || join(homedir(), 'Downloads')),
    printer: chromiumPrinter(() => page),
    fileOpener: openFilesWithSystem(options.log),
    filePicker: createFilePicker(showOpenDialog),
    openCsv: createOpenCsv(showOpenDialog),
    applyTheme: (theme) => void applyTheme(theme)?.catch(() => undefined),
    notifier: noticeNotifier(emit, options.log),
    // The system's language as Node reads it (LANG, LC_ALL), as Electron's app.getPreferredSystemLanguages would.
    systemLanguages: () => [Intl.DateTimeFormat().resolvedOptions().locale],
    dataDir,
    kiosk,
    storeUrlOverride: launch.storeUrlOverride,
    demoStoreUrl: launch.demoStoreUrl,
    launchLink: launch.link,
    reloadWindow: () => void page?.goto(`${appUrl}/index.html`).catch(() => undefined),
  });

  const server = await serveApp(core, options.rendererDir).catch((error: unknown) => {
    core.dispose();
    throw error;
  });
  appUrl = server.url;
  const switches = chromiumSwitches(options.argv);
  const runningAsRoot = process.getuid?.() === 0;
  const profileDir = join(dataDir, 'chromium-profile');
  let context;
  try {
    keepNoPasswords(profileDir);
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath(),
      headless: false,
      env: Object.fromEntries(Object.entries(options.env).filter((entry): entry is [string, string] => entry[1] !== undefined)),
      viewport: null,
      // Chromium refuses its sandbox to root: there it runs without, as `--no-sandbox` asks.
      chromiumSandbox: !runningAsRoot && !switches.includes('--no-sandbox'),
      ignoreDefaultArgs: DROPPED_DEFAULTS,
      args: appWindowSwitches({ kiosk, size: DEFAULT_SIZE, given: switches }),
      // The launcher stops the window itself on Ctrl+C, with the store and the virtual screen.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
  } catch (error) {
    await server.close();
    core.dispose();
    throw error;
  }

  // The app window `--app` opened: the one page of the profile, led to the app below.
  const appWindow = context.pages()[0] ?? (await context.newPage());
  page = appWindow;
  await (kiosk ? fillScreen(appWindow) : centreWindow(appWindow));
  await lockToApp(context, appWindow, appUrl);
  sendEvent = await connectPage(context, appWindow, core.handlers, { appOrigin: appUrl, dropStandIn: false });
  await appWindow.addInitScript({ content: windowTitleScript });
  await appWindow.addInitScript({ content: shortcutScript(menuShortcuts(process.platform, kiosk)) });
  // At once on idle, not after the store answers a logout: a store that is down must not keep the last buyer on screen.
  const stopKiosk = kiosk
    ? await lockDownKiosk(context, appWindow, { idleMs: settings.get().kiosk.idleMinutes * 60_000, onIdle: () => core.endSession() })
    : () => undefined;
  await applyTheme(settings.get().theme);

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      stopKiosk();
      await context.close().catch(() => undefined);
      await server.close();
      core.dispose();
    })());
  const closed = new Promise<void>((resolve) => context.once('close', () => void close().then(resolve)));

  await appWindow.goto(`${appUrl}/index.html`);
  return { core, appUrl, page: appWindow, closed, close };
}
