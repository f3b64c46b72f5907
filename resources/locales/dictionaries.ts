import { dictionarySchema, type Dictionary } from '../../preload/schemas/dictionary';
import { LANGUAGE_FOLDER, type AppLanguage } from '../../preload/schemas/language';
import enUS from './en_US/index';

/** One language's words for the chosen language's folder; English is bundled, the others load when chosen. */
function loadFolder(folder: string): Promise<unknown> {
  // One pattern, so the renderer's build splits each language into a file of its own, read only when chosen.
  return import(`./${folder}/index.ts`).then((module: { default?: unknown }) => module.default);
}

/**
 * The app's words in `language`, over the English ones: a key a translation lacks reads in
 * English rather than as its key. Rejects when the language's words cannot be read.
 */
export async function loadDictionary(language: AppLanguage): Promise<Dictionary> {
  if (language === 'en') return enUS;
  const words = dictionarySchema.parse(await loadFolder(LANGUAGE_FOLDER[language]));
  return layOver(enUS, words);
}

/** `over`'s words laid on `under`'s, section by section (`over` wins for the keys it has). */
export function layOver(under: Dictionary, over: Dictionary): Dictionary {
  const out: Dictionary = { ...under };
  for (const [section, words] of Object.entries(over)) out[section] = { ...out[section], ...words };
  return out;
}
