import type { ParsedInput } from '../../../preload/contract';
import type { Connection } from '../http/connection';
import { expectSuccess, successSchema } from './common';

/** The store answers success as 1 or "true" (spec 7); `successSchema` reads both. */
export const sendContact = async (c: Connection, input: ParsedInput<'contact:send'>) =>
  expectSuccess(await c.call('contact:send', { method: 'POST', path: '_api/contact', json: input }, successSchema));
