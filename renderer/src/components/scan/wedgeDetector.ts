/**
 * Tells a keyboard-wedge barcode scanner from hand typing. A scanner "types" its code as a burst
 * of keys a few milliseconds apart and ends it with Enter or Tab; a person's keys are 80 ms or
 * more apart. A burst is a run of characters each at most `maxGapMs` after the one before; it is a
 * scan when it holds at least `minLength` characters and its Enter or Tab comes as fast. Keys are
 * fed with their event times.
 *
 * A loaded machine spaces a scanner's keys out (30 to 70 ms were seen), so the detector learns the
 * pace of the scans it was told were good (`learn`) and allows that much more; and a burst slower
 * than that but quicker than any hand (LOOSE_GAP_MS) is answered `loose`: a code, not typing, for a
 * field that must never hold one (a quantity box).
 */
export interface WedgeThresholds {
  minLength: number;
  maxGapMs: number;
}

export const DEFAULT_THRESHOLDS: WedgeThresholds = { minLength: 4, maxGapMs: 30 };

/** Quicker than any person's keys (80 ms or more apart): the longest gap of a `loose` burst. */
export const LOOSE_GAP_MS = 75;

/** How many good scans the learned pace follows. */
const PACES_KEPT = 5;

export interface WedgeKey {
  /** KeyboardEvent.key: one character, 'Enter', 'Tab', or another key's name. */
  key: string;
  /** KeyboardEvent.timeStamp, in milliseconds. */
  time: number;
  /** Ctrl, Alt or Meta held: a shortcut, never part of a code. */
  modified?: boolean;
}

/**
 * What a key means: `start` at the first character of a possible burst (the field is as it was
 * before it: the moment to remember it), `scan` with the code at its Enter or Tab, else nothing.
 */
export type WedgeSignal = { kind: 'start' } | { kind: 'scan'; code: string } | { kind: 'loose'; code: string } | null;

/** Keys a scanner sends between characters (Shift for capitals) that neither add nor break a burst. */
const PASS_THROUGH = new Set(['Shift', 'CapsLock']);

export function createWedgeDetector(thresholds: WedgeThresholds = DEFAULT_THRESHOLDS) {
  let code = '';
  let last = -Infinity;
  /** The longest gap of the burst so far, and of the burst last ended by Enter or Tab. */
  let slowest = 0;
  let ended = 0;
  const paces: number[] = [];

  /** The settings' pause, or the pace of the last good scans with room to spare, never a hand's. */
  const limit = () => Math.min(LOOSE_GAP_MS, Math.max(thresholds.maxGapMs, Math.ceil(Math.max(0, ...paces) * 1.25)));

  const reset = () => {
    code = '';
    last = -Infinity;
    slowest = 0;
  };

  return {
    feed({ key, time, modified }: WedgeKey): WedgeSignal {
      if (PASS_THROUGH.has(key)) return null;
      const gap = time - last;
      const quick = gap <= LOOSE_GAP_MS && time >= last;
      if (modified) {
        reset();
        return null;
      }
      if (key === 'Enter' || key === 'Tab') {
        const pace = Math.max(slowest, gap);
        const scanned = quick && code.length >= thresholds.minLength ? code : null;
        ended = pace;
        reset();
        if (!scanned) return null;
        return pace <= limit() ? { kind: 'scan', code: scanned } : { kind: 'loose', code: scanned };
      }
      if (key.length !== 1 && [...key].length !== 1) {
        reset();
        return null;
      }
      const starts = !quick || code === '';
      code = starts ? key : code + key;
      slowest = starts ? 0 : Math.max(slowest, gap);
      last = time;
      return starts ? { kind: 'start' } : null;
    },
    /** The burst just ended was a good scan: its pace is the scanner's. */
    learn() {
      paces.push(ended);
      if (paces.length > PACES_KEPT) paces.shift();
    },
    reset,
  };
}
