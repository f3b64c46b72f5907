import type { ParsedInput } from '../../../contract/contract';
import { orderResponseSchema } from '../../../contract/schemas/orders';
import type { Connection } from '../http/connection';
import { anyBody, DONE, expectSuccess, mapData, segment, successSchema } from './common';

export const getOrder = async (c: Connection, input: ParsedInput<'orders:get'>) =>
  mapData(await c.call('orders:get', { method: 'GET', path: `_api/orders/${segment(input.token)}` }, orderResponseSchema), (b) => b.order);

export const updateRemark = async (c: Connection, input: ParsedInput<'orders:updateRemark'>) =>
  expectSuccess(await c.call('orders:updateRemark', { method: 'PUT', path: '_api/orders/update_remark', json: input }, successSchema));

/** An optional error; anything else means removed. */
export const deleteAttachment = async (c: Connection, input: ParsedInput<'orders:deleteAttachment'>) =>
  mapData(
    await c.call(
      'orders:deleteAttachment',
      { method: 'DELETE', path: '_api/orders/attachment', searchParams: { id: input.id, order_token: input.order_token } },
      anyBody,
    ),
    () => DONE,
  );
