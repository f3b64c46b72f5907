import type { EventName, EventPayload } from '../../../contract/contract';
import type { CoreDeps, SecretBox } from '../../../electron/core/index';
import { createMemorySettings } from '../../../electron/core/settings';
import { aesSecretBox } from '../../support/secretBox';

/** A real cipher (AES-256-GCM, key in memory) standing in for Electron's safeStorage. */
export const testSecretBox = (available = true): SecretBox => aesSecretBox(undefined, available);

/** The stand-in stores' longest commit window: longer than any hold a core test gives a Place order. */
export const COMMIT_WINDOW_MS = 1_000;

export type Recorded = { event: EventName; payload: unknown };

/**
 * Deps for a core in tests: memory settings, a real cipher, recorded events, short timeouts
 * (a test that shortens one timeout keeps the other short ones). The order watcher starts at a
 * login: its first check waits, so it adds no call to those a test counts (watcher tests check by hand).
 */
export function testDeps(overrides: Partial<CoreDeps> = {}): CoreDeps & { events: Recorded[]; opened: string[] } {
  const events: Recorded[] = [];
  const opened: string[] = [];
  const { timeouts, ...rest } = overrides;
  return {
    settings: createMemorySettings(),
    secretBox: testSecretBox(),
    filePicker: { pick: async () => null },
    emit: <E extends EventName>(event: E, payload: EventPayload<E>) => void events.push({ event, payload }),
    openExternal: async (url: string) => void opened.push(url),
    timeouts: { request: 2_000, retryBackoff: 20, probe: 60_000, sessionSave: 10, lateCancel: 200, placeSettle: 200, placeCommitWindow: COMMIT_WINDOW_MS, firstIndexWalk: 0, firstOrderCheck: 60_000, ...timeouts },
    ...rest,
    events,
    opened,
  };
}

export const eventsNamed = (events: Recorded[], name: EventName) => events.filter((e) => e.event === name);

/** The saved (encrypted) jar of `url`'s store, or of the first store with one; null when none is saved. */
export function savedJar(settings: { get(): { sessions: { origin: string; jar: string }[] } }, url?: string): string | null {
  const saved = settings.get().sessions;
  return (url ? saved.find((s) => s.origin === new URL(url).origin) : saved[0])?.jar ?? null;
}
