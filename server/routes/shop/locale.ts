import type { FastifyInstance } from 'fastify';
import enUS from '../../../resources/locales/en_US/index';
import { loadAppDictionary } from '../../../resources/locales/nodeDictionaries';
import { appLanguageOf } from '../../../resources/locales/languages';
import { notFound } from '../../http/errors';
import { msMY } from '../../locales/ms_MY/index';
import type { ServerContext } from '../../context';
import type { Dictionary, LocaleAnswer } from '../../wire/shop';

/** A store locale as stores name them: 'id', 'zh_TW'. */
const STORE_LOCALE = /^[a-z]{2}(_[A-Z]{2})?$/;

/**
 * The store's words for a locale: en_US is the app's own bundled dictionary and ms_MY the store's
 * translation; any other locale in a language the app speaks (id_ID, zh_TW, zh_CN ...) is served the
 * app's words in that language. A test's own words (`ctx.dictionaries`) win over all of these.
 */
async function wordsFor(ctx: ServerContext, locale: string): Promise<Dictionary | null> {
  if (ctx.dictionaries && Object.hasOwn(ctx.dictionaries, locale)) return ctx.dictionaries[locale] ?? null;
  if (locale === 'en_US') return enUS;
  if (locale === 'ms_MY') return msMY();
  const language = STORE_LOCALE.test(locale) ? appLanguageOf(locale) : null;
  if (!language) return null;
  // A language whose translation is not there is a locale the store does not have.
  return loadAppDictionary(language).catch(() => null);
}

export function registerLocaleRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { locale: string } }>('/_api/locale/:locale', async (request): Promise<LocaleAnswer> => {
    const words = await wordsFor(ctx, request.params.locale);
    if (!words) throw notFound();
    return words;
  });
}
