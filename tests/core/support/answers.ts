/**
 * Store answers written the other way round from the reference storefront: money as strings,
 * ids as strings, flags as 1/0, zoneless dates, fields the spec does not list left out.
 */

export const looseCartItem = {
  id: '31',
  name: 'Hex bolt M8 - Box of 100',
  product_name: 'Hex bolt M8',
  variant_name: 'Box of 100',
  sku: 1001,
  unit_price: '12.50',
  ori_unit_price: '14.00',
  quantity: '2',
  item_subtotal: '25.00',
  inventory_quantity: '40',
  inventory_management: 'shopify',
  unit_left: null,
  updated_price: null,
  item_image: null,
  wholesale_price: [{ rate_type: 'fixed', increment_quantity: '1', rate: '1', price: [{ min_qty: '1', max_qty: null, price: '12.50' }] }],
};

export const looseCart = {
  cart_token: 'c-1',
  currency: 'MYR',
  order_item: [looseCartItem],
  inventory_warning: [{ variant_id: '31', name: 'Hex bolt M8', type: 'low_stock', unit_left: '3', message: 'Only 3 left.' }, 'Stock is low.'],
  item_warning: [],
  billing_addresses: [{ id: '7', name: 'Ah Kow', address1: '1 Jalan', city: 'KL', country: 'Malaysia', is_primary: '1' }],
  subtotal_price: '25.00',
  total_price: '25.00',
  total_line_items_price: '25.00',
  total_discount: '0',
};

export const looseOrderListItem = {
  token: 'o-1',
  order_number: 1042,
  processed_at: '2025-03-05 07:07:00',
  financial_status: 'unpaid',
  fulfillment_status: 'unfulfilled',
  total_price: '25.00',
  currency: 'MYR',
};

export const looseAccount = {
  first_name: 'Ah',
  last_name: 'Kow',
  email: 'demo@wholesale.test',
  phone: 60123456789,
  addresses: [
    {
      address_id: '7', first_name: 'Ah', last_name: 'Kow', phone: '0123456789', address1: '1 Jalan', city: 'KL',
      zip: 50450, country: 'Malaysia', country_code: 'MY', is_primary: 1,
    },
  ],
};

export const looseOrder = {
  name: 1042,
  token: 'o-1',
  created_at: '2025-03-05 07:07:00',
  cancelled: 0,
  currency: 'MYR',
  line_items: [{ id: '5', title: 'Hex bolt M8', price: '12.50', quantity: '2', subtotal_price: '25.00' }],
  subtotal_price: '25.00',
  total_price: '25.00',
  financial_status_label: 'Partially paid',
  fulfillment_status_label: 'Unfulfilled',
  attachment: [{ id: '3', title: 'PO', extension: 'pdf', url: '/files/po.pdf' }],
};
