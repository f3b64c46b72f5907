import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { validateAddress } from '../../customers/address-rules';
import { createAddress, deleteAddress, findOwnAddress, updateAddress } from '../../customers/addresses';
import { requireCustomer } from '../../http/auth';
import { inputOf } from '../../http/body';
import { notFound, storeError } from '../../http/errors';
import { readShopRow } from '../../shop/settings';
import type { AddressDeletedAnswer, AddressSavedAnswer } from '../../wire/account';

export const PRIMARY_NOT_DELETABLE = 'The primary address cannot be deleted.';

type WithId = { Params: { id: string } };

/** Address book. Every lookup is scoped to the logged-in customer: another customer's id is a plain 404. */
export function registerAddressRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const create = async (request: FastifyRequest): Promise<AddressSavedAnswer> => {
    const customer = requireCustomer(request);
    const { fields, primary } = validateAddress(inputOf(request), readShopRow(ctx).address2_mode);
    return { success: true, address: createAddress(ctx, customer.id, fields, primary) };
  };
  // The store API writes the create path with a trailing slash; the bare path is accepted too.
  app.post('/_api/account/addresses/', create);
  app.post('/_api/account/addresses', create);

  app.post<WithId>('/_api/account/addresses/:id', async (request): Promise<AddressSavedAnswer> => {
    const customer = requireCustomer(request);
    const id = ownAddressId(ctx, request, customer.id);
    const { fields, primary } = validateAddress(inputOf(request), readShopRow(ctx).address2_mode);
    return { success: true, address: updateAddress(ctx, customer.id, id, fields, primary) };
  });

  app.delete<WithId>('/_api/account/addresses/:id', async (request): Promise<AddressDeletedAnswer> => {
    const customer = requireCustomer(request);
    const id = ownAddressId(ctx, request, customer.id);
    if (findOwnAddress(ctx, customer.id, id)?.is_primary) throw storeError(PRIMARY_NOT_DELETABLE, 422);
    deleteAddress(ctx, customer.id, id);
    return { success: true };
  });
}

function ownAddressId(ctx: ServerContext, request: FastifyRequest<WithId>, customerId: number): number {
  const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : NaN;
  if (!Number.isSafeInteger(id) || !findOwnAddress(ctx, customerId, id)) throw notFound();
  return id;
}
