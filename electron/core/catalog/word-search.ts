/** Words as the buyer types them: letters and digits, lower-cased ("M6x20, zinc-plated" -> m6x20, zinc, plated). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}

/** First index in the sorted `keys` whose key is not below `value`. */
export function lowerBound(keys: readonly string[], value: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Every key that starts with `prefix` sorts before this one. */
const pastPrefix = (prefix: string) => `${prefix}\uffff`;

/**
 * Which entries (numbered 0..n-1 in display order) have, for every typed word, a word starting
 * with it. Built once when the index changes: the distinct words sorted, each with the entries
 * holding it, and running totals of those lists, so a keystroke costs two binary searches per
 * typed word plus a walk over the entries of the rarest one.
 */
export interface WordSearch {
  /** Entries matching every word of `query`, in entry order, at most `limit`, skipping `skip`. */
  find(query: string, limit: number, skip: ReadonlySet<number>): number[];
}

export function createWordSearch(entryWords: readonly (readonly string[])[]): WordSearch {
  const postingsByWord = new Map<string, number[]>();
  entryWords.forEach((words, entry) => {
    for (const word of new Set(words)) {
      const list = postingsByWord.get(word);
      if (list) list.push(entry);
      else postingsByWord.set(word, [entry]);
    }
  });
  const words = [...postingsByWord.keys()].sort();
  const postings = words.map((word) => postingsByWord.get(word)!);
  // running[i]: how many postings the words before i hold, so the size of a prefix's range is one subtraction.
  const running = new Uint32Array(words.length + 1);
  postings.forEach((list, i) => (running[i + 1] = running[i]! + list.length));

  return {
    find(query, limit, skip) {
      const typed = [...new Set(wordsOf(query))];
      if (typed.length === 0) return [];
      const ranges = typed.map((word) => ({ word, lo: lowerBound(words, word), hi: lowerBound(words, pastPrefix(word)) }));
      if (ranges.some((range) => range.lo === range.hi)) return [];
      const rarest = ranges.reduce((best, range) =>
        running[range.hi]! - running[range.lo]! < running[best.hi]! - running[best.lo]! ? range : best,
      );
      const candidate = new Uint8Array(entryWords.length);
      for (let w = rarest.lo; w < rarest.hi; w += 1) for (const entry of postings[w]!) candidate[entry] = 1;
      const others = typed.filter((word) => word !== rarest.word);
      const found: number[] = [];
      for (let entry = 0; entry < candidate.length && found.length < limit; entry += 1) {
        if (!candidate[entry] || skip.has(entry)) continue;
        const own = entryWords[entry]!;
        if (others.every((word) => own.some((w) => w.startsWith(word)))) found.push(entry);
      }
      return found;
    },
  };
}
