import type { Channel, ChannelOutput, EventName, EventPayload, ParsedInput } from '../../preload/contract';
import type { Result } from '../../preload/result';
import type { Settings } from './settings';

/** Where the app keeps its settings. `notices` (if the store has any) are handed to the user once. */
export interface SettingsStore {
  get(): Settings;
  set(patch: Partial<Settings>): void;
  notices?: string[];
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
  filePicker: FilePicker;
  emit: Emit;
  /** Glue: shell.openExternal. The core checks the URL first. */
  openExternal: (url: string) => Promise<void>;
  saveFile?: (suggestedName: string) => Promise<string | null>;
  /** --store-url / STOREFRONT_URL: wins over settings. */
  storeUrlOverride?: string;
  /** The bundled demo store, used when nothing else is configured. */
  demoStoreUrl?: string;
  /** Deep link the app was opened with, already turned into an app path. */
  launchPath?: string | null;
  timeouts?: CoreTimeouts;
  limits?: CoreLimits;
}

export type Handler<C extends Channel> = (input: ParsedInput<C>) => Promise<Result<ChannelOutput<C>>>;
/** One function per contract channel. None of them ever throws. */
export type Handlers = { [C in Channel]: Handler<C> };
