/**
 * End-to-end harness: the production renderer build in real Chromium, talking to the real
 * desktop core through the real bridge. Only the ipcMain/ipcRenderer transport is replaced, by
 * the browser shell's (browser-shell/: the same that `npm start` uses where Electron cannot start):
 * calls go through a CDP binding, events back over the same CDP session.
 *
 *   const app = await launchApp();            // reference storefront + configured store
 *   await app.page.getByRole('heading', ...);
 *   const again = await app.relaunch();       // same settings dir: remembered store and session
 *   await again.close();
 */
import { test as base, chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCore, createFileSettings, type FilePicker, type PickedFile } from '../../electron/core/index';
import type { Core, Settings } from '../../electron/core/index';
import type { EventName, EventPayload } from '../../contract/contract';
import { startStorefront, type RunningStorefront, type StoreDialect, type StorefrontOptions } from '../../server/index';
import { serveApp } from '../../browser-shell/appServer';
import { chromiumPath } from '../../browser-shell/chromiumPath';
import type { SendEvent } from '../../browser-shell/cdpTransport';
import { connectPage } from '../../browser-shell/connectPage';
import type { StaticServer } from '../../browser-shell/staticServer';
import { dropFilesOn, printerStandIn } from './harness/desktop';
import { notificationStandIns, type ShownNotification } from './harness/notifications';
import { reachableSwitch, type ReachableSwitch } from './reachable-switch';
import type { ProxyFaults } from './store-proxy';
import { createTestSecretBox } from './harness/secretBox';
import { updateFeedStandIn, type UpdateFeed } from './harness/updates';
import { installContextMenuStandIn, type ContextMenuStandIn } from './harness/contextMenu';
import { zoomStandIn } from './harness/zoom';
import { coreClock, type CoreClock } from './harness/clock';
import { rememberVariantLayout, type VariantLayout } from './harness/variantLayout';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const RENDERER_DIR = join(ROOT, 'out/renderer');

export interface LaunchOptions {
  /** Use this store instead of starting a reference storefront. */
  storeUrl?: string;
  /** Reuse a settings dir (a relaunch: remembered store address and "remember me" session). */
  settingsDir?: string;
  viewport?: { width: number; height: number };
  /** Catalogue size of the reference storefront the harness starts. */
  products?: number;
  /** More options for the reference storefront the harness starts. */
  storeOptions?: Omit<StorefrontOptions, 'port' | 'testControl' | 'products'>;
  /** Start the store but do not configure it: the app starts on "Connect to your store". */
  noStore?: boolean;
  /** Deep link path the app is "launched with" (app:takeLaunchPath). */
  launchPath?: string;
  /** A link the app is "launched with" as the OS passes it (a store page, wholesaledesk://): the core picks its store. */
  launchLink?: string;
  /** Shorter core timeouts for fault tests. */
  timeouts?: Parameters<typeof createCore>[0]['timeouts'];
  /** The path to open first (default '/'). */
  path?: string;
  /** Run as a kiosk (--kiosk): the settings screen needs the kiosk PIN. */
  kiosk?: boolean;
  /** Settings written to the settings file before the app starts (e.g. a kiosk PIN). */
  settings?: Partial<Settings>;
  /** Talk to the store through a pass-through that `setStoreReachable` can cut off. */
  reachableSwitch?: boolean;
  /**
   * Chromium switches for this app alone (a fake camera fed a video file): it gets a browser of
   * its own, with the camera granted to the app's page only, as the desktop's permission handler does.
   */
  camera?: { browserArgs: string[] };
  /** The system's preferred languages (the glue's app.getPreferredSystemLanguages); default English. */
  systemLanguages?: string[];
  /** A script the page runs before its own, from its very first frame (a watch on what it shows). */
  initScript?: string;
  /** The core's clock (standing orders, the budget's month); a relaunch keeps the app's. */
  clock?: CoreClock;
  /** The page's timers and Date on Playwright's fake clock from its first frame (`page.clock.fastForward`): a long idle in a moment. */
  fakeClock?: boolean;
  /** Table or Grid, as the buyer chose it before this launch (a spec about the table's columns sets 'table'). */
  variantLayout?: VariantLayout;
}

export interface App {
  page: Page;
  /** The store the app talks to (the harness's own, or options.storeUrl). */
  storeUrl: string;
  /** The in-process reference storefront, when the harness started one. */
  store: RunningStorefront | null;
  settingsDir: string;
  core: Core;
  /** URLs the app asked the system browser to open (app:openExternal). */
  openedExternal: string[];
  /** Paths the save-dialog stand-in handed out (saveFile), in order: what the app wrote there. */
  savedFiles: string[];
  /** App paths on screen at each print request (document:print), in order. */
  printed: string[];
  /** Saved files the app asked the desktop to open ('open') or show in their folder ('folder'), in order. */
  openedFiles: { how: 'open' | 'folder'; path: string }[];
  /** Drops these files on the element `selector` matches, as if dragged from the desktop. */
  dropFiles(selector: string, paths: string[]): Promise<void>;
  /** Console errors and uncaught page errors, for tests that assert a clean run. */
  errors: string[];
  /** What the next files:pickAttachment returns (null = the user cancelled). */
  setPickedFile(file: PickedFile | null): void;
  /** System notifications the app showed, in order. */
  notifications: ShownNotification[];
  /** The core's clock: move it to make a standing order come up. */
  clock: CoreClock;
  /** Clicks notification `index`: like the glue, the window opens its order (app:navigate). */
  clickNotification(index: number): Promise<void>;
  /** The window regained focus (the glue's browser-window-focus): orders are checked now. */
  focusWindow(): Promise<void>;
  /** The XDG autostart folder the app writes its sign-in entry to. */
  autostartDir: string;
  /** The path the next CSV open dialog (files:importCsv) returns (null = the user cancelled). */
  setPickedCsv(path: string | null): void;
  /** Pushes a main-process event into the page (session:expired, app:navigate...). */
  emit<E extends EventName>(event: E, payload: EventPayload<E>): Promise<void>;
  /** Navigates inside the app (hash router), e.g. goto('/legal/refund-policy'). */
  goto(path: string): Promise<void>;
  /** Saves test-results/screens/<name>.png (the window; fullPage for the whole page) and returns its path. */
  screenshot(name: string, options?: { fullPage?: boolean }): Promise<string>;
  /** The store's faults behind the reachable switch (e.g. cart/create answering 500); needs `reachableSwitch`. */
  storeFaults(): ProxyFaults;
  /** Cuts the store off (every connection dropped) or restores it; needs `reachableSwitch` at launch. */
  setStoreReachable(reachable: boolean): void;
  /** Times the core started the window afresh (reloadWindow: a store switch), as the glue's load(entryUrl). */
  reloads: number;
  /** Resolves once the page loaded by the last reload has booted (at once when there was none). */
  reloaded(): Promise<void>;
  /** Delivers a link while running (a second instance, macOS open-url): the core decides which store opens it. */
  openLink(link: string): void;
  /** Right-click menus as the glue would show them (a visible list in the page), the clipboard, the spell-checker's words. */
  contextMenu: ContextMenuStandIn;
  /** The window's zoom as the glue applies it (View menu, Ctrl/Cmd with +, - or 0, Ctrl+wheel): kept per store by the core; the new factor. */
  zoom(direction: 'in' | 'out' | 'reset'): Promise<number>;
  /** The update feed: publish a version, end its download, see the restarts asked for. */
  updates: UpdateFeed;
  /** Help > Check for updates, as the glue runs it: the buyer is told how it ended. */
  checkForUpdates(): Promise<void>;
  /** Closes this app and starts it again with the same settings dir and store. */
  relaunch(options?: Pick<LaunchOptions, 'viewport' | 'launchPath' | 'launchLink' | 'path'>): Promise<App>;
  /** Closes the window (its browser context), core, static server, and the store when the harness started it. */
  close(): Promise<void>;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

// Settings dirs outlive an app (relaunch) and are removed when the worker exits.
const tempDirs: string[] = [];
process.once('exit', () => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/**
 * One Chromium per worker, a fresh context (its own storage, cookies and cache) per app: an app
 * still starts with a clean window, without paying for a browser start each time.
 */
let sharedBrowser: Promise<Browser> | null = null;
function workerBrowser(): Promise<Browser> {
  sharedBrowser ??= chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS }).then((browser) => {
    browser.on('disconnected', () => {
      sharedBrowser = null;
    });
    return browser;
  });
  return sharedBrowser;
}

type PageDocument = { document: { querySelector(selector: string): unknown } };

/**
 * Tests drive the app from where its boot leaves it: a hash change while the boot still runs
 * would race the gates' own redirect (a guest at / sent to /login). Waits for the boot screen to
 * go (a store that never answers keeps it: then the test carries on after 10 s) and two frames
 * for the redirect it may cause.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => (globalThis as unknown as PageDocument).document.querySelector('.boot-screen') === null, undefined, { timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() => {
    const frame = (globalThis as unknown as { requestAnimationFrame(callback: () => void): number }).requestAnimationFrame;
    return new Promise<void>((resolve) => frame(() => frame(() => resolve())));
  });
}

/** For scripts that launch apps outside Playwright's runner (the bench): lets the process end. */
export async function closeWorkerBrowser(): Promise<void> {
  const browser = sharedBrowser;
  sharedBrowser = null;
  await (await browser)?.close();
}

/** Apps not closed yet; the fixture closes what a test left open (relaunches included). */
const openApps = new Set<App>();

export async function launchApp(options: LaunchOptions = {}): Promise<App> {
  const store = options.storeUrl ? null : await startStorefront({ ...options.storeOptions, port: 0, testControl: true, products: options.products });
  const target = options.storeUrl ?? store!.url;
  const gate = options.reachableSwitch ? await reachableSwitch(target) : null;
  return launchWith(options, store, gate?.url ?? target, gate);
}

async function launchWith(options: LaunchOptions, store: RunningStorefront | null, storeUrl: string, gate: ReachableSwitch | null = null): Promise<App> {
  const settingsDir = options.settingsDir ?? tempDir('wholesale-desk-settings-');
  mkdirSync(settingsDir, { recursive: true });
  const settings = createFileSettings(settingsDir);
  if (!options.noStore && !options.settingsDir) settings.set({ storeUrl });
  if (options.settings && !options.settingsDir) settings.set(options.settings);
  const desktop = notificationStandIns(settingsDir);
  const clock = options.clock ?? coreClock();
  const updates = updateFeedStandIn();

  const openedExternal: string[] = [];
  const savedFiles: string[] = [];
  const printed: string[] = [];
  const openedFiles: App['openedFiles'] = [];
  const errors: string[] = [];
  let picked: PickedFile | null = null;
  let pickedCsv: string | null = null;
  let page: Page | null = null;
  let reloading: Promise<void> = Promise.resolve();
  const filePicker: FilePicker = { pick: async () => picked };

  // Events go the answers' way (cdpTransport.ts), as webContents.send shares the invoke pipe.
  let sendEvent: SendEvent | null = null;
  const emit = <E extends EventName>(event: E, payload: EventPayload<E>): Promise<void> => (sendEvent ? sendEvent(event, payload) : Promise.resolve());

  const core = createCore({
    settings,
    secretBox: createTestSecretBox(settingsDir),
    filePicker,
    emit: (event, payload) => void emit(event, payload),
    openExternal: async (url) => {
      openedExternal.push(url);
    },
    saveFile: async (name) => {
      const path = join(tempDir('wholesale-desk-download-'), name);
      savedFiles.push(path);
      return path;
    },
    openCsv: async () => pickedCsv,
    // The settings dir is the user-data folder: the catalogue index survives a relaunch.
    dataDir: settingsDir,
    printer: printerStandIn(() => page, printed),
    fileOpener: {
      open: async (path) => void openedFiles.push({ how: 'open', path }),
      reveal: async (path) => void openedFiles.push({ how: 'folder', path }),
    },
    launchPath: options.launchPath ?? null,
    launchLink: options.launchLink ?? null,
    reloadWindow: () => {
      app.reloads += 1;
      // As the glue's load(source.entryUrl): the entry page without a hash, a fresh document.
      reloading = (async () => {
        if (!page || !server) return;
        await page.goto(`${server.url}/index.html`).catch((error: unknown) => errors.push(`reload: ${String(error)}`));
        // The other store's kept zoom, as the glue's did-finish-load applies it.
        if (zoomed || core.zoom() !== 1) await applyZoom(core.zoom()).catch(() => undefined);
        // A later reload or the app's close can cut this one short: that is no failure of the test's.
        await settled(page).catch(() => undefined);
      })();
    },
    notifier: desktop.notifier,
    clock,
    loginItems: desktop.loginItems,
    updater: updates.updater,
    // The glue's versions and log files: the harness's own, and what the page reported as errors.
    diagnostics: { versions: () => ({ app: 'harness', node: process.versions.node }), logs: async () => ({ 'main.log': errors.join('\n') }) },
    // The glue's nativeTheme: the page's prefers-color-scheme, as Electron makes it.
    applyTheme: (theme) => void page?.emulateMedia({ colorScheme: theme === 'system' ? null : theme }).catch(() => undefined),
    kiosk: options.kiosk,
    systemLanguages: () => options.systemLanguages ?? ['en-US'],
    // A test focuses the window right after a change: every focus checks.
    // At once in tests: a test's first focus check must find the first check done.
    timeouts: { orderFocusGap: 0, firstOrderCheck: 0, ...options.timeouts },
  });

  let context: BrowserContext | null = null;
  let server: StaticServer | null = null;
  let contextMenu: ContextMenuStandIn | undefined;
  let zoom: Awaited<ReturnType<typeof zoomStandIn>> | null = null;
  const applyZoom = async (factor: number) => zoom?.apply(factor);
  /** A zoom other than 100 % was applied in this window (a store switch then sets the other store's). */
  let zoomed = false;
  let ownBrowser: Browser | null = null;
  try {
    server = await serveApp(core, RENDERER_DIR);
    if (options.camera) ownBrowser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...options.camera.browserArgs] });
    context = await (ownBrowser ?? (await workerBrowser())).newContext({ viewport: options.viewport ?? DEFAULT_VIEWPORT });
    if (options.camera) await context.grantPermissions(['camera'], { origin: server.url });
    page = await context.newPage();
    if (options.initScript) await page.addInitScript({ content: options.initScript });
    if (options.fakeClock) await page.clock.install();
    if (options.variantLayout) await rememberVariantLayout(page, options.variantLayout);
    sendEvent = await connectPage(context, page, core.handlers, { appOrigin: server.url, dropStandIn: true });
    contextMenu = await installContextMenuStandIn(page);
    zoom = await zoomStandIn(context, page, options.viewport ?? DEFAULT_VIEWPORT);
    // As the glue's did-finish-load: the zoom kept for the store.
    if (core.zoom() !== 1) await applyZoom(core.zoom());
    const theme = settings.get().theme;
    if (theme !== 'system') await page.emulateMedia({ colorScheme: theme });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${server.url}/index.html#${options.path ?? '/'}`);
    await settled(page);
  } catch (error) {
    await context?.close();
    await ownBrowser?.close();
    await server?.close();
    core.dispose();
    await store?.close();
    throw error;
  }

  const livePage = page;
  let closed = false;
  const closeApp = async (keepStore: boolean) => {
    if (closed) return;
    closed = true;
    await context?.close();
    await ownBrowser?.close();
    await server?.close();
    core.dispose();
    if (!keepStore) await store?.close();
    if (!keepStore) await gate?.close();
  };

  const app: App = {
    page: livePage,
    storeUrl,
    store,
    settingsDir,
    core,
    openedExternal,
    savedFiles,
    printed,
    openedFiles,
    dropFiles: (selector, paths) => dropFilesOn(livePage, selector, paths),
    errors,
    setPickedFile: (file) => {
      picked = file;
    },
    notifications: desktop.notifications,
    clock,
    clickNotification: async (index) => {
      const shown = desktop.notifications[index];
      if (!shown) throw new Error(`no notification ${index}: ${desktop.notifications.length} shown`);
      await emit('app:navigate', { path: shown.path });
    },
    focusWindow: () => core.windowFocused(),
    autostartDir: desktop.autostartDir,
    setPickedCsv: (path) => {
      pickedCsv = path;
    },
    emit,
    goto: async (path) => {
      await livePage.evaluate((target) => {
        (globalThis as unknown as HarnessWindow).location.hash = `#${target}`;
      }, path);
    },
    screenshot: async (name, shot = {}) => {
      // E2E_SCREENS_DIR keeps shots away from another run's clean-up of test-results/.
      const dir = process.env.E2E_SCREENS_DIR ?? join(ROOT, 'test-results/screens');
      mkdirSync(dir, { recursive: true });
      const path = join(dir, `${name}.png`);
      if (zoom && zoom.factor() !== 1) writeFileSync(path, await zoom.screenshot());
      else await livePage.screenshot({ path, fullPage: shot.fullPage ?? false });
      return path;
    },
    storeFaults: () => {
      if (!gate) throw new Error('launch the app with { reachableSwitch: true } to give the store faults');
      return gate.faults;
    },
    setStoreReachable: (reachable) => {
      if (!gate) throw new Error('launch the app with { reachableSwitch: true } to cut the store off');
      gate.set(reachable);
    },
    reloads: 0,
    reloaded: () => reloading,
    openLink: (link) => core.openLink(link),
    contextMenu: contextMenu!,
    zoom: async (direction) => {
      const factor = core.changeZoom(direction);
      zoomed = true;
      await applyZoom(factor);
      return factor;
    },
    updates: updates.feed,
    checkForUpdates: () => core.checkForUpdates(),
    relaunch: async (next = {}) => {
      openApps.delete(app);
      await closeApp(true);
      return launchWith({ ...options, ...next, settingsDir, clock, noStore: false }, store, storeUrl, gate);
    },
    close: async () => {
      openApps.delete(app);
      await closeApp(false);
    },
  };
  openApps.add(app);
  return app;
}

/** What the harness's init script adds to the page (tests are type-checked without the DOM lib). */
interface HarnessWindow {
  location: { hash: string };
}

/**
 * `test` with an `app` fixture (a default launch, closed after the test) and `launch` for
 * tests that need options; everything launched is closed at the end.
 */
export const test = base.extend<
  { app: App; launch: (options?: LaunchOptions) => Promise<App>; variantLayout: VariantLayout | undefined },
  { dialect: StoreDialect }
>({
  // Set per Playwright project: the journeys run against both readings of the spec.
  dialect: ['default', { option: true, scope: 'worker' }],
  // A spec file about the variant table's columns says `test.use({ variantLayout: 'table' })`:
  // a size-by-colour product opens on the grid otherwise.
  variantLayout: [undefined, { option: true }],
  launch: async ({ dialect, variantLayout }, use) => {
    await use((options = {}) => launchApp({ variantLayout, ...options, storeOptions: { dialect, ...options.storeOptions } }));
    for (const app of [...openApps].reverse()) await app.close();
  },
  app: async ({ launch }, use) => {
    await use(await launch());
  },
});

export { expect } from '@playwright/test';
export { axeSerious } from './harness/axe';
