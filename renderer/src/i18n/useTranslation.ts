import { useSyncExternalStore } from 'react';
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { createFilledWords } from './filledWords';

/**
 * The app's `useTranslation`: react-i18next's, lighter. Per component, react-i18next copies the
 * i18next instance's property descriptors, makes a new translate function and subscribes to the
 * instance; and every call of that function copies i18next's whole options object before
 * resolving the key afresh. A login's first screen has some twenty such components and a hundred
 * words: a CPU profile of it showed translation as its largest part.
 *
 * Here every component shares one translate function per dictionary, which keeps each word asked
 * for without options (most are) until the language or the words change; words with options
 * (counts, placeholders) have their placeholders filled from the word kept the same way
 * (filledWords.ts), or are resolved by i18next when that cannot be done exactly.
 */
let words: { t: TFunction; i18n: I18n } | null = null;
const listeners = new Set<() => void>();

/** A new language, or store words laid over the bundled ones: every word is asked for again. */
function dictionaryChanged(): void {
  words = null;
  for (const listener of [...listeners]) listener();
}

let following = false;
/** Called once i18next is set up (its store exists from then on). */
export function followDictionary(): void {
  if (following) return;
  following = true;
  i18next.on('languageChanged', dictionaryChanged);
  i18next.store.on('added', dictionaryChanged);
  i18next.store.on('removed', dictionaryChanged);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function current(): { t: TFunction; i18n: I18n } {
  if (words) return words;
  const kept = new Map<string, string>();
  const filled = createFilledWords();
  const t = ((key: string | string[], options?: unknown) => {
    if (typeof key === 'string' && typeof options === 'object' && options !== null && !Array.isArray(options)) {
      const word = filled.fill(key, options as Record<string, unknown>);
      if (word !== undefined) return word;
    }
    if (options !== undefined || typeof key !== 'string') return i18next.t(key, options as never);
    let word = kept.get(key);
    if (word === undefined) {
      word = i18next.t(key);
      kept.set(key, word);
    }
    return word;
  }) as TFunction;
  words = { t, i18n: i18next };
  return words;
}

export function useTranslation(): { t: TFunction; i18n: I18n } {
  return useSyncExternalStore(subscribe, current);
}
