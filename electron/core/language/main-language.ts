import { fail, ok } from '../../../contract/result';
import { chooseLanguage, type AppLanguage, type LanguageChoice } from '../../../resources/locales/languages';
import type { Dictionary } from '../../../contract/schemas/dictionary';
import enUS from '../../../resources/locales/en_US/index';
import { loadAppDictionary } from '../../../resources/locales/nodeDictionaries';
import type { CoreDeps, Handlers } from '../deps';
import { coreText, speakCore } from './core-text';

type LanguageHandlers = Pick<Handlers, 'language:get' | 'language:choose'>;
type Observed = Pick<Handlers, 'shop:global'>;

export interface LanguageDeps {
  systemLanguages: CoreDeps['systemLanguages'];
  emit: CoreDeps['emit'];
  /** The current store's choice and locale, as the store list keeps them. */
  inputs(): { choice: LanguageChoice; storeLocale: string | null };
  /** Keeps the buyer's choice for the current store; false when it could not be kept. */
  keep(choice: LanguageChoice): boolean;
  /** A locked kiosk's settings (the language among them) cannot be changed. */
  locked(): boolean;
}

const LOCKED = () => coreText('settings_locked');
const NOT_KEPT = () => coreText('language_not_kept');

/**
 * The main process's words (menus, notifications, dialogs) in the language in force for the current
 * store: the same dictionaries the window reads. English until another language's words are read.
 */
export function createMainLanguage(deps: LanguageDeps) {
  let language: AppLanguage = 'en';
  let words: Dictionary = enUS;
  let asked = 0;
  const listeners = new Set<() => void>();
  // A core starts in English, whatever an earlier one in this process spoke.
  speakCore(language, words);
  const system = (): string[] => {
    try {
      return (deps.systemLanguages?.() ?? []).filter((tag) => typeof tag === 'string').slice(0, 20).map((tag) => tag.slice(0, 35));
    } catch {
      return [];
    }
  };
  const view = () => {
    const { choice, storeLocale } = deps.inputs();
    return { choice, system: system(), storeLocale };
  };

  /** The language may have changed (another store, its locale, the buyer's choice): its words are read. */
  async function refresh(): Promise<void> {
    const next = chooseLanguage({ ...deps.inputs(), system: system() });
    const ask = ++asked;
    if (next === language) return;
    try {
      const loaded = await loadAppDictionary(next);
      // A later change of mind wins over a slower read.
      if (ask !== asked) return;
      language = next;
      words = loaded;
      speakCore(next, loaded);
      for (const listener of [...listeners]) listener();
    } catch (error) {
      console.error(`[language] the ${next} words could not be read; the menus stay as they are`, error);
    }
  }

  const handlers: LanguageHandlers = {
    'language:get': async () => ok(view()),
    'language:choose': async ({ choice }) => {
      if (deps.locked()) return fail({ kind: 'refused', message: LOCKED() });
      if (!deps.keep(choice)) return fail({ kind: 'server', message: NOT_KEPT() });
      await refresh();
      // The page reads its words again too, wherever the choice was made.
      deps.emit('language:changed', view());
      return ok(view());
    },
  };

  return {
    handlers,
    refresh,
    language: () => language,
    /** The words in force, whole sections of them (the menus read `menu`, notifications `orders`). */
    words: () => words,
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Each answer of /_api/global may name another store's locale (the list has kept it by then). */
    observe<H extends Observed>(wrapped: H): H {
      return {
        ...wrapped,
        'shop:global': async (input) => {
          const answer = await wrapped['shop:global'](input);
          if (answer.ok) void refresh();
          return answer;
        },
      };
    },
  };
}
export type MainLanguage = ReturnType<typeof createMainLanguage>;
