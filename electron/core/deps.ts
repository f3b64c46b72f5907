import type { Theme } from '../../contract/schemas/desktop';
import type { Channel, ChannelOutput, EventName, EventPayload, ParsedInput } from '../../contract/contract';
import type { Result } from '../../contract/result';
import type { SettingsStore } from './settings';

/**
 * The ports of the core: what it is given by whoever runs it (the Electron glue, the browser shell,
 * the tests). Types only, importing no implementation, so every module of the core may use them.
 */
export type { SettingsStore };

/** A system notification of an order change. */
export interface OrderNotification {
  title: string;
  body: string;
  /** The app path a click opens. */
  path: string;
}

/** Shows a system notification; a click opens `path` in the app (the glue focuses the window). */
export interface Notifier {
  show(notification: OrderNotification): void;
}

/** The choice the settings screen saves: open at sign-in, and whether in kiosk mode. */
export interface LoginItemChoice {
  enabled: boolean;
  kiosk: boolean;
}

/** Opening at sign-in: an autostart file on Linux, app.setLoginItemSettings on macOS and Windows (glue). Throws when it cannot. */
export interface LoginItems {
  apply(choice: LoginItemChoice): void;
}

/** OS-backed encryption (Electron safeStorage in the glue). `isAvailable` is false without a real key store. */
export interface SecretBox {
  isAvailable(): boolean;
  encrypt(plain: string): string;
  decrypt(cipher: string): string;
}

export interface PickedFile {
  path: string;
  name: string;
  size: number;
}

export interface FilePicker {
  pick(): Promise<PickedFile | null>;
}

/** The main window's page on paper or as a PDF (glue: webContents.print / printToPDF). */
export interface Printer {
  /** The system print dialog; false when the buyer cancelled it. */
  print(): Promise<boolean>;
  /** The page as an A4 PDF, printed with its print stylesheet. */
  pdf(): Promise<Uint8Array>;
}

/** Where a saved file is opened from (glue: shell.openPath and shell.showItemInFolder). */
export interface FileOpener {
  /** The file in the program the system opens it with; rejects with the system's reason. */
  open(path: string): Promise<void>;
  /** The file's folder in the system's file manager, the file selected. */
  reveal(path: string): Promise<void>;
}

/** A version the update feed offers: its download has started in the background. */
export interface FoundUpdate {
  version: string;
  /** Settles when the download is on disk; rejects when it failed. */
  downloaded: Promise<void>;
}

/** The app's update feed (glue: electron-updater's autoUpdater, in an installed app only). */
export interface Updater {
  /** Asks the feed; null when this is the newest version. Rejects when the feed cannot be read. */
  check(): Promise<FoundUpdate | null>;
  /** Quits the app and installs the downloaded version, which then starts. */
  quitAndInstall(): void;
}

/** The time now: standing orders and the budget's month follow it (the harness moves it). */
export interface Clock {
  now(): Date;
}

export type Emit = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

export interface CoreTimeouts {
  /** Whole-request limit for ordinary calls, ms (default 15 000). */
  request?: number;
  /** First retry delay for reads when the store sent no Retry-After, ms (default 1 000, doubles). */
  retryBackoff?: number;
  /** How often an unreachable store is probed until it answers again, ms (default 15 000). */
  probe?: number;
  /** Delay before a changed cookie jar is written, ms (default 1 000). */
  sessionSave?: number;
  /** How long an upload cancelled after its whole body was sent may still answer, ms (default 3 000). */
  lateCancel?: number;
  /** The grace a cancelled Place order gets to answer, and the nearest a settle waits out the commit window in the call, ms (default 5 000). */
  placeSettle?: number;
  /** The store's longest commit window: an unanswered Place order is "not placed" only once this long has passed since it went out, ms (default 120 000). */
  placeCommitWindow?: number;
  /** How long the catalogue index's first walk after a login waits for the first screens, ms (default 3 000). */
  firstIndexWalk?: number;
  /** Store requests a second at most for a catalogue refresh once it has been read in full once (default 2). */
  catalogueRefreshRate?: number;
  /** Between checks of the buyer's orders for notifications, ms (default 3 minutes). */
  orderCheck?: number;
  /** A window focus checks the orders unless a check started this recently, ms (default 30 000). */
  orderFocusGap?: number;
  /** How long the first order check after a login waits for the first screens, ms (default 3 000). */
  firstOrderCheck?: number;
  /** Between checks for an update of the app, ms (default 4 hours). */
  updateCheck?: number;
  /** How long the start's update check waits for the first screens, ms (default 30 000). */
  firstUpdateCheck?: number;
  /** How long the first read of the buyer's order history after a login waits, ms (default 20 000). */
  firstHistoryRead?: number;
  /** Between checks for standing orders that came up, ms (default 60 000). */
  standingCheck?: number;
}

/** Largest answers read, bytes: a store must not fill memory or disk. */
export interface CoreLimits {
  /** A JSON answer, read into memory (default 8 MB). */
  answerBytes?: number;
  /** An attachment download, streamed to disk (default 200 MB). */
  downloadBytes?: number;
}

export interface CoreDeps {
  settings: SettingsStore;
  secretBox: SecretBox;
  /** Glue: the open dialog for an order attachment; without one (no desktop shell) attaching says so. */
  filePicker?: FilePicker;
  emit: Emit;
  /** Glue: shell.openExternal. The core checks the URL first. */
  openExternal: (url: string) => Promise<void>;
  /**
   * Glue: the save dialog. `pageSaysWhere`: the page tells the buyer where the file went (a saved PDF's
   * "Saved to …"), so a stand-in without a dialog need not say it again.
   */
  saveFile?: (suggestedName: string, options?: { pageSaysWhere?: boolean }) => Promise<string | null>;
  /** Glue: what "Export diagnostics" reads besides the settings: versions and the log files. */
  diagnostics?: { versions(): Record<string, string>; logs(): Promise<Record<string, string>> };
  /** Glue: the window's colours (nativeTheme.themeSource), applied at start and when the setting changes. */
  applyTheme?: (theme: Theme) => void;
  /** Glue: the system's preferred languages (app.getPreferredSystemLanguages), most preferred first. */
  systemLanguages?: () => readonly string[];
  /** System notifications of order changes; without one, changes only reach the Orders badge. */
  notifier?: Notifier;
  /** Opening at sign-in: the XDG autostart file on Linux, the OS login items elsewhere (glue). */
  loginItems?: LoginItems;
  /** Glue: the update feed; without one (a copy that was not installed) the app does not update itself. */
  updater?: Updater;
  /** This run is a kiosk (--kiosk or the settings file): the settings screen needs the kiosk PIN. */
  kiosk?: boolean;
  /** Glue: the open dialog for a CSV (or text) file of order lines; its path, or null when cancelled. */
  openCsv?: () => Promise<string | null>;
  /**
   * Glue: the built workbook worker's file (electron-vite's `?modulePath`). Without it (the core
   * run from source: tests, the browser shell) the worker starts from its TypeScript through tsx.
   */
  workbookWorker?: string;
  /** Where the core keeps local data (the catalogue index); without it that data lives in memory only. */
  dataDir?: string;
  printer?: Printer;
  /** Glue: opening a saved PDF, or its folder; without one the page offers neither. */
  fileOpener?: FileOpener;
  /** --store-url / STOREFRONT_URL: wins over settings. */
  storeUrlOverride?: string;
  /** The bundled demo store, used when nothing else is configured. */
  demoStoreUrl?: string;
  /** Deep link the app was opened with, already turned into an app path. */
  launchPath?: string | null;
  /** A link the app was opened with, as given (a store page or wholesaledesk://); the core decides which store opens it. */
  launchLink?: string | null;
  /** Glue: start the window afresh on the app's entry page (after a store switch: the page's policy names the store). */
  reloadWindow?: () => void;
  timeouts?: CoreTimeouts;
  limits?: CoreLimits;
  /** The time now (default the system clock). */
  clock?: Clock;
}

export type Handler<C extends Channel> = (input: ParsedInput<C>) => Promise<Result<ChannelOutput<C>>>;
/** One function per contract channel. None of them ever throws. */
export type Handlers = { [C in Channel]: Handler<C> };
