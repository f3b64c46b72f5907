import { atom } from 'jotai';
import i18next from 'i18next';

/** Counts the window's changes of language, so what is worked out from the language is worked out again. */
const changesAtom = atom(0);
changesAtom.onMount = (set) => {
  const changed = () => set((count) => count + 1);
  i18next.on('languageChanged', changed);
  return () => i18next.off('languageChanged', changed);
};

/**
 * The language the window speaks (i18next's, as <html lang> has it): prices, dates and typed
 * quantities are written and read in it, so figures read like the words around them.
 */
export const spokenLanguageAtom = atom((get) => {
  get(changesAtom);
  return i18next.language || 'en-US';
});
