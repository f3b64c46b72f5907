import type { ParsedInput } from '../../../contract/contract';
import type { Connection } from '../http/connection';
import { expectSuccess, successSchema } from './common';

/**
 * The store API writes the payload as `data: { name, email, subject, message }` and the answer as
 * success if 1 or "true" (bare or as `success`); `successSchema` reads every one of them.
 */
export const sendContact = async (c: Connection, input: ParsedInput<'contact:send'>) =>
  expectSuccess(await c.call('contact:send', { method: 'POST', path: '_api/contact', json: { data: input } }, successSchema));
