import words from '../../../resources/locales/en_US/updates.json' with { type: 'json' };
import type { UpdateStatus } from '../../../contract/schemas/updates';
import { bounded, visibleText } from '../visible-text';
import { coreText } from '../language/core-text';

/** A buyer who never quits still gets a fix the same day: a check at start, then every few hours. */
export const UPDATE_CHECK_EVERY_MS = 4 * 60 * 60_000;
/** The start's check waits for the first screens: they go first. */
export const FIRST_UPDATE_CHECK_MS = 30_000;

export const NO_UPDATE: UpdateStatus = { state: 'none', version: null, restart_waiting: false };

/** A check is made unless one runs, a version is downloading, or one is ready (it stays ready until the restart). */
export const shouldCheck = (status: UpdateStatus): boolean => status.state === 'none' || status.state === 'failed';

export interface InstallMoment {
  status: UpdateStatus;
  /** An order is being placed or a file uploaded. */
  busy: boolean;
  kiosk: boolean;
  /** A buyer is signed in. */
  signedIn: boolean;
  /** A kiosk was left alone (its idle logout) and nobody has signed in since. */
  idle: boolean;
  /** The buyer chose "Restart to update". */
  asked: boolean;
}

/**
 * Whether the app quits and installs the downloaded version now: never while an order is being
 * placed or a file uploaded (a restart then could lose the buyer's order or file); a kiosk only when
 * it was left idle and nobody is signed in (no buyer at the counter sees it restart); any other app
 * only when the buyer asks.
 */
export function installNow(moment: InstallMoment): boolean {
  if (moment.status.state !== 'ready' || moment.busy) return false;
  if (moment.kiosk) return moment.idle && !moment.signedIn;
  return moment.asked;
}

/** What the page is told: a kiosk updates by itself when left alone, so its buyers are offered nothing. */
export const shownStatus = (status: UpdateStatus, kiosk: boolean): UpdateStatus => (kiosk ? NO_UPDATE : status);

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

/** How long an updater's reason may be in a notice: enough for a sentence, never a stack trace. */
const MAX_REASON = 160;

/**
 * Why a check or download failed, as a buyer can read it: the updater's errors carry HTTP dumps and
 * stack traces (kept in the log), so the usual ones are said plainly and the rest cut to one line.
 */
export function failureReason(error: unknown): string {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (/net::ERR_|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|ECONNRESET|EAI_AGAIN/.test(text)) return coreText('update_unreachable');
  if (/\b404\b/.test(text)) return coreText('update_no_files');
  const line = bounded(visibleText(text.split('\n')[0] ?? ''), MAX_REASON).replace(/^Error:\s*/, '');
  if (!line) return words.no_reason;
  return /[.!?…]$/.test(line) ? line : `${line}.`;
}

/** What happened to a check the buyer asked for (the menu's "Check for updates"). */
export type CheckOutcome =
  | { kind: 'not_installed' }
  | { kind: 'up_to_date' }
  | { kind: 'downloading'; version: string }
  | { kind: 'ready'; version: string }
  | { kind: 'failed'; reason: string };

/** The notice a check the buyer asked for ends with: up to date, downloading, ready, or why it failed. */
export function checkNotice(outcome: CheckOutcome): string {
  switch (outcome.kind) {
    case 'not_installed':
      return words.not_installed;
    case 'up_to_date':
      return words.up_to_date;
    case 'downloading':
      return fill(words.downloading, { version: outcome.version });
    case 'ready':
      return fill(words.ready, { version: outcome.version });
    case 'failed':
      return fill(words.check_failed, { reason: outcome.reason });
  }
}

/** A background download that failed after the buyer asked for the check: said once, the next check tries again. */
export const downloadFailedNotice = (reason: string): string => fill(words.download_failed, { reason });

/** What a check the buyer asked for says while a version is already on its way or ready. */
export function outcomeOf(status: UpdateStatus): CheckOutcome {
  if (status.state === 'ready' && status.version) return { kind: 'ready', version: status.version };
  if (status.state === 'downloading' && status.version) return { kind: 'downloading', version: status.version };
  return { kind: 'up_to_date' };
}
