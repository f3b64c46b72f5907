import i18next from 'i18next';
import type { Dictionary } from '../../../contract/schemas/shop';
import firstWords from '../../../resources/locales/en_US/first';
import { languageTag } from './language';

export const FALLBACK_LANGUAGE = languageTag('en_US');

/** The English words the window holds: its first screens' at once, the rest once read. */
let english: Dictionary = firstWords;
let later: Promise<void> | null = null;

export const englishNow = (): Dictionary => english;

/**
 * The rest of the English words (screens loaded later), read once, beneath whatever is in force:
 * the fallback language gets them without overwriting a store's words laid there. Every screen
 * loaded later waits for this (screenCode.ts), so no key shows in place of a word.
 */
export function loadLaterEnglish(): Promise<void> {
  later ??= import('../../../resources/locales/en_US/later').then(({ laterWords }) => {
    english = { ...english, ...laterWords };
    i18next.addResourceBundle(FALLBACK_LANGUAGE, 'translation', laterWords, true, false);
  });
  return later;
}
