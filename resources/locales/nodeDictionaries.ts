import type { Dictionary } from '../../preload/schemas/dictionary';
import type { AppLanguage } from './languages';
import { loadDictionary } from './dictionaries';
import enUS from './en_US/index';

/** A language's folder read by Node (the main process and the reference store); the main process's build bundles each. */
const readFolder = (folder: string): Promise<unknown> => import(`./${folder}/index.ts`).then((module: { default?: unknown }) => module.default);

/** The app's words in `language` (English beneath), for the main process and the reference store. */
export const loadAppDictionary = (language: AppLanguage): Promise<Dictionary> => loadDictionary(language, readFolder, enUS);
