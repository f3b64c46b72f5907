import type { ParsedInput } from '../../../preload/contract';
import { accountSchema, addressSavedSchema, type AddressInput } from '../../../preload/schemas/account';
import type { Connection } from '../http/connection';
import { expectSuccess, mapData, notDone, segment, successSchema } from './common';

export const getAccount = (c: Connection) => c.call('account:get', { method: 'GET', path: '_api/account' }, accountSchema);

export const updatePassword = async (c: Connection, input: ParsedInput<'account:updatePassword'>) =>
  expectSuccess(await c.call('account:updatePassword', { method: 'POST', path: '_api/account/details', json: input }, successSchema));

/** Create and update answer `{ success, address }`; the screen wants the saved address. */
const saveAddress = async (
  c: Connection,
  channel: 'account:createAddress' | 'account:updateAddress',
  path: string,
  address: AddressInput,
) => {
  const result = await c.call(channel, { method: 'POST', path, json: address }, addressSavedSchema);
  if (result.ok && !result.data.success) return notDone();
  return mapData(result, (b) => b.address);
};

export const createAddress = (c: Connection, input: ParsedInput<'account:createAddress'>) =>
  saveAddress(c, 'account:createAddress', '_api/account/addresses/', input.address);

export const updateAddress = (c: Connection, input: ParsedInput<'account:updateAddress'>) =>
  saveAddress(c, 'account:updateAddress', `_api/account/addresses/${segment(input.address_id)}`, input.address);

export const deleteAddress = async (c: Connection, input: ParsedInput<'account:deleteAddress'>) =>
  expectSuccess(
    await c.call('account:deleteAddress', { method: 'DELETE', path: `_api/account/addresses/${segment(input.address_id)}` }, successSchema),
  );
