import type { Dictionary } from '../../../contract/schemas/shop';
import type { AppLanguage } from '../../../resources/locales/languages';
import { loadDictionary } from '../../../resources/locales/dictionaries';
import { englishNow } from './englishWords';

/** Every translation but the bundled English, each its own file, fetched only when its language is chosen. */
const FOLDERS = import.meta.glob<{ default?: unknown }>(['../../../resources/locales/*/index.ts', '!../../../resources/locales/en_US/index.ts']);

const readFolder = async (folder: string): Promise<unknown> => {
  const load = FOLDERS[`../../../resources/locales/${folder}/index.ts`];
  if (!load) throw new Error(`no words for ${folder}`);
  return (await load()).default;
};

/** The app's words in `language`, English beneath. */
export const languageWords = (language: AppLanguage): Promise<Dictionary> => loadDictionary(language, readFolder, englishNow());
