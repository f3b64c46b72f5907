import type { Dictionary } from '../../contract/schemas/dictionary';
import type { AppLanguage } from './languages';
import { loadDictionary } from './dictionaries';
import enUS from './en_US/index';

/**
 * The translations' folders, read by Node (the main process and the reference store); the main
 * process's build bundles each as a chunk of its own. English is imported above: it is always needed.
 */
const TRANSLATIONS: Readonly<Record<string, () => Promise<{ default?: unknown }>>> = {
  ms: () => import('./ms/index'),
  id: () => import('./id/index'),
  'zh-Hans': () => import('./zh-Hans/index'),
  'zh-Hant': () => import('./zh-Hant/index'),
};

const readFolder = async (folder: string): Promise<unknown> => {
  const load = TRANSLATIONS[folder];
  if (!load) throw new Error(`No words for ${folder}`);
  return (await load()).default;
};

/** The app's words in `language` (English beneath), for the main process and the reference store. */
export const loadAppDictionary = (language: AppLanguage): Promise<Dictionary> => loadDictionary(language, readFolder, enUS);
