import type { ParsedInput } from '../../../contract/contract';
import { ok } from '../../../contract/result';
import { accountSchema, addressSaveAnswerSchema, type AddressInput } from '../../../contract/schemas/account';
import type { Connection } from '../http/connection';
import { expectSuccess, notDone, removalBody, segment, successSchema } from './common';

export const getAccount = (c: Connection) => c.call('account:get', { method: 'GET', path: '_api/account' }, accountSchema);

/** The store API writes this payload as `data: { email, password1, password2, password3 }`. */
export const updatePassword = async (c: Connection, input: ParsedInput<'account:updatePassword'>) =>
  expectSuccess(
    await c.call('account:updatePassword', { method: 'POST', path: '_api/account/details', json: { data: input } }, successSchema),
  );

/** Create and update answer success, with the saved address when the store sends it (not promised). */
const saveAddress = async (
  c: Connection,
  channel: 'account:createAddress' | 'account:updateAddress',
  path: string,
  address: AddressInput,
) => {
  const result = await c.call(channel, { method: 'POST', path, json: address }, addressSaveAnswerSchema);
  if (!result.ok) return result;
  return result.data.success ? ok({ address: result.data.address }) : notDone();
};

export const createAddress = (c: Connection, input: ParsedInput<'account:createAddress'>) =>
  saveAddress(c, 'account:createAddress', '_api/account/addresses/', input.address);

export const updateAddress = (c: Connection, input: ParsedInput<'account:updateAddress'>) =>
  saveAddress(c, 'account:updateAddress', `_api/account/addresses/${segment(input.address_id)}`, input.address);

/** A 204 or an empty answer is a delete done; only `errors` or a falsy success is a refusal. */
export const deleteAddress = async (c: Connection, input: ParsedInput<'account:deleteAddress'>) =>
  expectSuccess(
    await c.call('account:deleteAddress', { method: 'DELETE', path: `_api/account/addresses/${segment(input.address_id)}` }, removalBody),
  );
