/**
 * Tells a keyboard-wedge barcode scanner from hand typing. A scanner "types" its code as a burst
 * of keys a few milliseconds apart and ends it with Enter or Tab; a person's keys are 80 ms or
 * more apart. A burst is a run of characters each at most `maxGapMs` after the one before; it is a
 * scan when it holds at least `minLength` characters and its Enter or Tab comes as fast. Anything
 * slower starts again, so typing is never taken for a scan. Keys are fed with their event times.
 */
export interface WedgeThresholds {
  minLength: number;
  maxGapMs: number;
}

export const DEFAULT_THRESHOLDS: WedgeThresholds = { minLength: 4, maxGapMs: 30 };

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
export type WedgeSignal = { kind: 'start' } | { kind: 'scan'; code: string } | null;

/** Keys a scanner sends between characters (Shift for capitals) that neither add nor break a burst. */
const PASS_THROUGH = new Set(['Shift', 'CapsLock']);

export function createWedgeDetector(thresholds: WedgeThresholds = DEFAULT_THRESHOLDS) {
  let code = '';
  let last = -Infinity;

  const reset = () => {
    code = '';
    last = -Infinity;
  };

  return {
    feed({ key, time, modified }: WedgeKey): WedgeSignal {
      if (PASS_THROUGH.has(key)) return null;
      const quick = time - last <= thresholds.maxGapMs && time >= last;
      if (modified) {
        reset();
        return null;
      }
      if (key === 'Enter' || key === 'Tab') {
        const scanned = quick && code.length >= thresholds.minLength ? code : null;
        reset();
        return scanned ? { kind: 'scan', code: scanned } : null;
      }
      if (key.length !== 1 && [...key].length !== 1) {
        reset();
        return null;
      }
      const starts = !quick || code === '';
      code = starts ? key : code + key;
      last = time;
      return starts ? { kind: 'start' } : null;
    },
    reset,
  };
}
