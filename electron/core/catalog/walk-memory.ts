import { setFlagsFromString } from 'node:v8';

let walking = 0;

/**
 * A walk parses a page of products every few milliseconds for minutes on end; with V8's usual
 * settings its heap grows to several times what is live between collections (measured on a
 * 10,000-product walk: +103 MB resident, heap 124 MB committed, about 40 MB of it live), and
 * keeps that size. While a walk runs V8 is asked to favour size over speed: it collects sooner
 * and grows less (+7 MB on the same walk, the walk's time within the machine's noise). The
 * setting is V8's, for the whole process: it is set while at least one walk runs, and put back
 * once the last one ends, so the rest of the app runs as before.
 */
export function holdWalkMemory(): () => void {
  walking += 1;
  if (walking === 1) setFlagsFromString('--optimize-for-size');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    walking -= 1;
    if (walking === 0) setFlagsFromString('--no-optimize-for-size');
  };
}
