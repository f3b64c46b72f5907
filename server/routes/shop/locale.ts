import type { FastifyInstance } from 'fastify';
import enUS from '../../../resources/locales/en_US/index';
import { notFound } from '../../http/errors';
import { msMY } from '../../locales/ms_MY/index';
import type { Dictionary, LocaleAnswer } from '../../wire/shop';

/** en_US is the app's own bundled dictionary; ms_MY is the store's translation. */
const DICTIONARIES: Record<string, () => Dictionary> = {
  en_US: () => enUS,
  ms_MY: msMY,
};

export function registerLocaleRoute(app: FastifyInstance): void {
  app.get<{ Params: { locale: string } }>('/_api/locale/:locale', async (request): Promise<LocaleAnswer> => {
    const load = Object.hasOwn(DICTIONARIES, request.params.locale) ? DICTIONARIES[request.params.locale] : undefined;
    if (!load) throw notFound();
    return load();
  });
}
