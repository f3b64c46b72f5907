import { setFlagsFromString } from 'node:v8';

let held = false;

/**
 * A walk parses a page of products every few milliseconds for minutes on end, and V8 answers that
 * rate by doubling its young generation again and again (measured on a walk: 134 MB committed, none
 * of it live after a collection) and keeps it for the rest of the run. Holding the young
 * generation at the size it has costs a few more quick collections of pages that die young and
 * keeps the core's memory flat however long the store's list is. Once per process: the setting
 * is V8's, not one walk's.
 */
export function holdYoungGeneration(): void {
  if (held) return;
  held = true;
  setFlagsFromString('--semi-space-growth-factor=1');
}
