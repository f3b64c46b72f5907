import { startTransition, useEffect, useState } from 'react';

/**
 * A long list's first screenful renders at once; the rest follows in a transition after that
 * frame has painted, so a new page is on screen within one frame and the remainder cannot delay
 * it (a keypress in between still wins). The whole list is there a frame later, never cut off.
 * Fresh data for the list already shown (same `listKey`, e.g. a revalidated page) renders whole
 * at once, so a buyer scrolled down the page never sees it shrink.
 */
export function useFirstScreenFirst<T>(items: readonly T[], listKey: string, firstScreen: number): readonly T[] {
  const [wholeKey, setWholeKey] = useState<string | null>(null);
  useEffect(() => {
    if (items.length <= firstScreen) return;
    startTransition(() => setWholeKey(listKey));
  }, [items, listKey, firstScreen]);
  return wholeKey === listKey || items.length <= firstScreen ? items : items.slice(0, firstScreen);
}
