import { legalListSchema, legalPageSchema } from '../../../contract/schemas/shop';
import type { Connection } from '../http/connection';
import { segment } from './common';

export const listLegal = (c: Connection) => c.call('legal:list', { method: 'GET', path: '_api/legal' }, legalListSchema);

export const getLegalPage = (c: Connection, handle: string) =>
  c.call('legal:page', { method: 'GET', path: `_api/legal/${segment(handle)}` }, legalPageSchema);
