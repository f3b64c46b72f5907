import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { Channel } from '../../contract/contract';
import { accountSchema, addressSaveAnswerSchema, countriesSchema, provincesSchema } from '../../contract/schemas/account';
import { cartAnswerSchema, cartCreatedSchema, placedOrderSchema } from '../../contract/schemas/cart';
import { productsPageSchema } from '../../contract/schemas/catalog';
import { attachmentCreatedSchema, orderResponseSchema } from '../../contract/schemas/orders';
import { globalSchema, legalListSchema, legalPageSchema } from '../../contract/schemas/shop';
import { interpretResponse } from '../../electron/core/http/interpret';
import { looseAccount, looseCart, looseOrder, looseOrderListItem } from './support/answers';

const read = (channel: Channel, schema: z.ZodType, body: unknown, status = 200) =>
  interpretResponse(channel, status, JSON.stringify(body), schema);

/** Each row: a call, its schema, and the same answer written wrapped and bare. */
const pairs: Array<[Channel, z.ZodType, unknown, unknown]> = [
  ['cart:retrieve', cartAnswerSchema, { cart: looseCart }, looseCart],
  ['account:get', accountSchema, { account: looseAccount, orders: [looseOrderListItem] }, { ...looseAccount, orders: [looseOrderListItem] }],
  ['orders:get', orderResponseSchema, { order: looseOrder }, looseOrder],
  ['legal:page', legalPageSchema, { page: { body_html: '<p>Terms</p>' } }, { body_html: '<p>Terms</p>' }],
  ['legal:list', legalListSchema, { policies: [{ title: 'Refunds', url: '/legal/refund-policy' }] }, [{ title: 'Refunds', url: '/legal/refund-policy' }]],
  ['location:countries', countriesSchema, { countries: [{ country_code: 'CI', country_name: 'Cote d&#39;Ivoire' }] }, [{ country_code: 'CI', country_name: 'Cote d&#39;Ivoire' }]],
  ['location:provinces', provincesSchema, { provinces: [{ code: 'MY-02', name: 'Kedah &amp; Perlis' }] }, [{ code: 'MY-02', name: 'Kedah &amp; Perlis' }]],
  ['cart:create', cartCreatedSchema, { orders: { cart_token: 'c-1', currency: 'MYR', subtotal_price: '25.00' } }, { cart_token: 'c-1', currency: 'MYR', subtotal_price: '25.00' }],
  ['cart:placeOrder', placedOrderSchema, { orders: { token: 'o-1' } }, { token: 'o-1' }],
  ['orders:uploadAttachment', attachmentCreatedSchema, { attachment: { id: '15' } }, '15'],
  ['catalog:products', productsPageSchema, { products: [], total_pages: 1, current_pages: 1 }, []],
];

describe.each(pairs)('%s: a wrapped and a bare answer read the same', (channel, schema, wrapped, bare) => {
  it('parses both, to equal data', () => {
    const fromWrapped = read(channel, schema, wrapped);
    expect(fromWrapped.ok).toBe(true);
    expect(read(channel, schema, bare)).toEqual(fromWrapped);
  });
});

describe('what the loose answers read as', () => {
  it('a cart: numbers, ids, the variant named id, no product fields, warnings kept one by one, no notice', () => {
    const result = read('cart:retrieve', cartAnswerSchema, looseCart);
    expect(result).toMatchObject({
      ok: true,
      data: {
        notice: null,
        subtotal_price: 25,
        order_item: [{ variant_id: 31, product_id: null, product_handle: null, sku: '1001', unit_price: 12.5, is_available: true }],
        inventory_warning: [{ variant_id: 31, type: 'low_stock', unit_left: 3 }, { variant_id: null, type: 'other', message: 'Stock is low.' }],
        billing_addresses: [{ id: 7, is_primary: true }],
      },
    });
  });

  it('an account without orders, and the order list: display numbers and UTC dates', () => {
    expect(read('account:get', accountSchema, looseAccount)).toMatchObject({ ok: true, data: { orders: [], account: { phone: '60123456789' } } });
    const withOrders = read('account:get', accountSchema, { account: { ...looseAccount, orders: [looseOrderListItem] } });
    expect(withOrders).toMatchObject({ ok: true, data: { orders: [{ order_number: '#1042', processed_at: '2025-03-05T07:07:00.000Z', total_price: 25 }] } });
  });

  it('an order with labels only: codes from the labels, no email', () => {
    expect(read('orders:get', orderResponseSchema, looseOrder)).toMatchObject({
      ok: true,
      data: { order: { name: '#1042', email: null, financial_status: 'partially_paid', financial_status_label: 'Partially paid', cancelled: false } },
    });
  });

  it('policies get their handle from the url, pages need only the body, names are decoded', () => {
    expect(read('legal:list', legalListSchema, [{ title: 'Refunds', url: 'https://shop.test/policies/refund-policy' }])).toEqual({
      ok: true,
      data: { policies: [{ title: 'Refunds', url: 'https://shop.test/policies/refund-policy', handle: 'refund-policy' }] },
    });
    expect(read('legal:page', legalPageSchema, { body_html: '<p>T</p>' })).toEqual({
      ok: true,
      data: { page: { title: null, handle: null, body_html: '<p>T</p>', updated_at: null } },
    });
    expect(read('location:provinces', provincesSchema, [{ code: 'MY-02', name: 'Kedah &amp; Perlis' }])).toEqual({
      ok: true,
      data: { provinces: [{ code: 'MY-02', name: 'Kedah & Perlis' }] },
    });
  });

  it('an address save with or without the saved address', () => {
    expect(read('account:createAddress', addressSaveAnswerSchema, { success: 1 })).toEqual({ ok: true, data: { success: true, address: null } });
    expect(read('account:createAddress', addressSaveAnswerSchema, true)).toEqual({ ok: true, data: { success: true, address: null } });
    const saved = read('account:createAddress', addressSaveAnswerSchema, { success: true, address: looseAccount.addresses[0] });
    expect(saved).toMatchObject({ ok: true, data: { address: { address_id: 7, zip: '50450', is_primary: true } } });
  });

  it('a shop without a price list has none (not a disabled one); a guest sent as [] has no customer', () => {
    const shop = { name: 'S', email: 's@s.test', status: '1', is_enabled: '1', plan_id: '6', is_allow_preorder: 0, is_allow_payment: 0, is_customer_signup: 1, is_display_retail_price: 0 };
    expect(read('shop:global', globalSchema, { wholesale: shop, customer: [] })).toMatchObject({ ok: true, data: { wholesale: { pricelist: null }, customer: null } });
    expect(read('shop:global', globalSchema, { wholesale: { ...shop, pricelist: { name: 'A' } } })).toMatchObject({
      ok: true,
      data: { wholesale: { pricelist: { is_enabled: true } } },
    });
  });
});

describe('errors, with HTTP 200 or 4xx', () => {
  it.each([200, 400, 422])('Error_Message as a list of texts is one store message (%i)', (status) => {
    const body = { errors: { Error_Message: ['Out of stock.', 'Try later.'] } };
    expect(read('cart:create', cartCreatedSchema, body, status)).toEqual({ ok: false, error: { kind: 'store', message: 'Out of stock. Try later.', status } });
  });

  it('a page past the end as No_Result_Found is not_found; as an empty list it is an empty page', () => {
    expect(read('catalog:products', productsPageSchema, { errors: { No_Result_Found: 'No record found.' } })).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(read('catalog:products', productsPageSchema, { products: [], total_pages: 3, current_pages: 9 })).toMatchObject({ ok: true, data: { products: [] } });
  });

  it('a cart with an Error_Message beside it is the cart plus the notice; errors alone stay a failure', () => {
    const body = { cart: looseCart, errors: { Error_Message: 'A line was removed.' } };
    expect(read('cart:retrieve', cartAnswerSchema, body)).toMatchObject({ ok: true, data: { notice: 'A line was removed.', cart_token: 'c-1' } });
    expect(read('cart:retrieve', cartAnswerSchema, { errors: { Error_Message: 'No cart.' } })).toMatchObject({ ok: false, error: { message: 'No cart.' } });
  });

  it('errors as one text, or an empty errors list, is read as such', () => {
    expect(read('cart:placeOrder', placedOrderSchema, { errors: 'Closed today.' })).toMatchObject({ ok: false, error: { kind: 'store', message: 'Closed today.' } });
    expect(read('cart:placeOrder', placedOrderSchema, { errors: [], orders: { token: 'o-1' } })).toEqual({ ok: true, data: { orders: { token: 'o-1' } } });
  });

  it('an unreadable answer is malformed, logged with the call and its first failing path', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = { cart: { ...looseCart, order_item: [{ ...looseCart.order_item[0], unit_price: 'twelve' }] } };
    expect(read('cart:retrieve', cartAnswerSchema, body)).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    expect(log.mock.calls[0]?.[0]).toMatch(/^\[cart:retrieve\] .* at order_item\.0\.unit_price: /);
    log.mockRestore();
  });
});
