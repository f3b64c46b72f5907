import { isRecord, mapFields, omitFields, onBody, type Rewrite } from './answer';

/**
 * The shape of an answer: envelopes, bare success answers, empty deletes, fields the spec does not list and
 * fields it does not know. The store API names what a client reads, not how it is wrapped.
 */

/** `{ cart: {...} }` -> `{...}`: the envelope goes, its content is the answer. */
export function unwrap(key: string): Rewrite {
  return onBody((body) => (isRecord(body) && key in body ? body[key] : body));
}

/** `{ account: {...}, orders: [...] }` -> the account object with `orders` inside it. */
export const accountWithOrders: Rewrite = onBody((body) => {
  if (!isRecord(body) || !isRecord(body.account)) return body;
  return { ...body.account, orders: body.orders };
});

/** `{ success: true, ... }` -> a bare JSON value (1, true, "true"): the store API's "success if 1 or \"true\"". */
export function bare(value: number | boolean | string): Rewrite {
  return onBody((body) => (isRecord(body) && body.success === true ? value : body));
}

/** `{ success, address }` -> `{ success }`: the saved address is not echoed; the client reloads. */
export const successOnly: Rewrite = onBody((body) => (isRecord(body) ? { success: body.success } : body));

/** A delete that worked: 204, no body. */
export const noContent: Rewrite = (answer) => (answer.status === 200 ? { status: 204, body: undefined } : answer);

/**
 * `/_api/global` without `wholesale.pricelist` while the price list is on: a store that only names
 * its price list to say it is disabled. A missing pricelist must not read as "disabled".
 */
export const withoutPricelist: Rewrite = onBody((body) => {
  if (!isRecord(body) || !isRecord(body.wholesale)) return body;
  const { pricelist, ...wholesale } = body.wholesale;
  if (isRecord(pricelist) && pricelist.is_enabled === false) return body;
  return { ...body, wholesale };
});

/** A legal page is only `page.body_html`; title, handle and updated_at are not sent. */
export const pageBodyOnly: Rewrite = onBody((body) =>
  isRecord(body) && isRecord(body.page) ? { ...body, page: { body_html: body.page.body_html } } : body,
);

/** The store API lists a policy as title and url; the handle is in the url. (Applied after the unwrap.) */
export const policyWithoutHandle = omitFields(['handle']);

/** A cart item as the store API lists it: no product id or handle. (Applied after the unwrap.) */
export const cartItemsUnlisted = omitFields(['product_id', 'product_handle'], 'order_item');

/** The order without its email and raw statuses (the labels stay). `variant_id` stays: repeat order needs it. */
export const orderUnlisted = omitFields(['email', 'financial_status', 'fulfillment_status']);

/** Fields no client was told about: `links` on every product. */
export const productLinks: Rewrite = onBody((body) =>
  mapFields(body, (key, value) =>
    key === 'products' && Array.isArray(value) ? value.map((p: unknown) => (isRecord(p) ? { ...p, links: [] } : p)) : value,
  ),
);

/** And `_meta` at the top of every object answer. */
export const withMeta: Rewrite = onBody((body) =>
  isRecord(body) ? { ...body, _meta: { dialect: 'alt', generated_by: 'reference-storefront' } } : body,
);
