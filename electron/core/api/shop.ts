import { dictionarySchema, globalSchema } from '../../../contract/schemas/shop';
import type { Connection } from '../http/connection';
import { segment } from './common';

export const getGlobal = (c: Connection) => c.call('shop:global', { method: 'GET', path: '_api/global' }, globalSchema);

export const getLocale = (c: Connection, locale: string) =>
  c.call('shop:locale', { method: 'GET', path: `_api/locale/${segment(locale)}` }, dictionarySchema);
