import { dictionarySchema, globalSchema, shopHoursFromGlobal } from '../../../preload/schemas/shop';
import type { Connection } from '../http/connection';
import { segment } from './common';

export const getGlobal = (c: Connection) => c.call('shop:global', { method: 'GET', path: '_api/global' }, globalSchema);

/** The same /_api/global read, answered as just the shop's name and currency. */
export const getShopHours = (c: Connection) => c.call('shop:hours', { method: 'GET', path: '_api/global' }, shopHoursFromGlobal);

export const getLocale = (c: Connection, locale: string) =>
  c.call('shop:locale', { method: 'GET', path: `_api/locale/${segment(locale)}` }, dictionarySchema);
