/**
 * Kiosk decisions, kept free of Electron so they can be tested: which key presses a trade-counter
 * terminal must swallow, and when an unattended session is logged out.
 */

/** The parts of Electron's before-input-event `Input` the decision reads. */
export interface KeyInput {
  type: string;
  key: string;
  code: string;
  control: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

/** Function keys that reload (F5), toggle full screen (F11) or open the developer tools (F12). */
const BLOCKED_FUNCTION_KEYS = new Set(['F5', 'F11', 'F12']);
/** With Ctrl (Cmd on macOS): reload, quit, close window, minimise, hide. */
const BLOCKED_WITH_COMMAND = new Set(['r', 'q', 'w', 'm', 'h']);
/** With Ctrl+Shift or Cmd+Alt: the developer tools, console and element picker. */
const DEVTOOLS_LETTERS = new Set(['i', 'j', 'c']);

/** The letter pressed, by physical key where possible so other keyboard layouts are covered too. */
function letterOf(input: KeyInput): string {
  if (/^Key[A-Z]$/.test(input.code)) return input.code.slice(3).toLowerCase();
  return input.key.toLowerCase();
}

export function isBlockedInKiosk(input: KeyInput): boolean {
  if (BLOCKED_FUNCTION_KEYS.has(input.code) || BLOCKED_FUNCTION_KEYS.has(input.key)) return true;
  if (input.alt && (input.code === 'F4' || input.key === 'F4')) return true;
  const command = input.control || input.meta;
  if (!command) return false;
  const letter = letterOf(input);
  if (BLOCKED_WITH_COMMAND.has(letter)) return true;
  return DEVTOOLS_LETTERS.has(letter) && (input.shift || input.alt);
}

/** Time source for the idle timer; the default is the real one, tests pass fake timers. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** How long after the page's own idle sign-out the main process signs the customer out if the page did not. */
export const IDLE_BACKSTOP_MS = 30_000;

/** Node fires longer timeouts at once; longer waits are taken in steps. */
const MAX_TIMEOUT_MS = 2_147_483_647;

export interface IdleTimer {
  /** The user did something: the idle period starts again. */
  activity(): void;
  stop(): void;
}

/**
 * Calls `onIdle` once after `idleMs` without activity, then waits for activity before arming again.
 * Activity only records the time (it arrives with every mouse move); the one pending timeout
 * checks, when it fires, whether the whole period has really passed.
 */
export function createIdleTimer(options: { idleMs: number; onIdle: () => void; clock?: Clock }): IdleTimer {
  const { idleMs, onIdle, clock = systemClock } = options;
  let lastActivity = clock.now();
  let pending: unknown = null;
  let stopped = false;

  const schedule = (ms: number) => {
    pending = clock.setTimeout(check, Math.min(Math.max(ms, 0), MAX_TIMEOUT_MS));
  };

  function check() {
    pending = null;
    const quietFor = clock.now() - lastActivity;
    if (quietFor >= idleMs) onIdle();
    else schedule(idleMs - quietFor);
  }

  schedule(idleMs);
  return {
    activity() {
      lastActivity = clock.now();
      if (pending === null && !stopped) schedule(idleMs);
    },
    stop() {
      stopped = true;
      if (pending !== null) clock.clearTimeout(pending);
      pending = null;
    },
  };
}
