/**
 * One memory section of the bench in a process of its own (`tsx bench/freshRow.ts <letter>`), so
 * what an earlier section left in the heap or the allocator is not in its figures. Prints its
 * rows as the last line, as JSON.
 */
import { catalogueIndexRows } from './catalogueIndex';
import { catalogueWalkRows, hostileWalkRows } from './catalogueWalk';
import type { BenchRow } from './journeyRows';

const SECTIONS: Record<string, () => Promise<BenchRow[]>> = { f: catalogueIndexRows, w: catalogueWalkRows, h: hostileWalkRows };

const section = SECTIONS[process.argv[2] ?? ''];
if (!section) {
  console.error(`usage: freshRow.ts ${Object.keys(SECTIONS).join('|')}`);
  process.exit(2);
}
section().then(
  (rows) => {
    console.log(JSON.stringify(rows));
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
