import { CART_CHANGED } from '../wire/cart';
import { NO_RECORD } from '../wire/errors';
import { isRecord, type Answer, type Rewrite } from './answer';

/**
 * Refusals the way many Laravel storefronts send them: a body with `errors` is the failure, whatever the
 * status, so it goes out with HTTP 200; `Error_Message` is a list of messages. Only the framework's
 * own statuses stay (401 Unauthenticated, 419 CSRF): they carry no `errors` and the client must see them.
 */

const KEPT_STATUSES = new Set([401, 419]);

export function hasErrors(body: unknown): body is { errors: unknown } {
  return isRecord(body) && 'errors' in body;
}

/** Applied to every answer carrying `errors`, after the route's own rewrites. */
export const refusalAsOk: Rewrite = (answer) => {
  if (!hasErrors(answer.body)) return answer;
  const status = answer.status >= 400 && answer.status < 500 && !KEPT_STATUSES.has(answer.status) ? 200 : answer.status;
  return { status, body: { ...answer.body, errors: messagesAsList(answer.body.errors) } };
};

function messagesAsList(errors: unknown): unknown {
  if (!isRecord(errors) || typeof errors.Error_Message !== 'string') return errors;
  return { ...errors, Error_Message: [errors.Error_Message] };
}

/**
 * A catalogue page with no products (past the end, or nothing matches): the default answers an empty list
 * with the true `total_pages`; alt answers `errors.No_Result_Found`, which the store API lists for lists and preview.
 */
export const emptyPageRefused: Rewrite = (answer) => {
  const body = answer.body;
  if (!isRecord(body) || !Array.isArray(body.products) || body.products.length > 0) return answer;
  return { status: answer.status, body: { errors: { No_Result_Found: NO_RECORD } } };
};

/**
 * cart/retrieve: the store API answers "cart object, optional errors.Error_Message". When a price changed or an
 * item went away, alt says so beside the (bare) cart, still HTTP 200: the cart is there, and so is the error.
 */
export const cartChangedNotice: Rewrite = (answer: Answer) => {
  const body = answer.body;
  if (!isRecord(body) || !Array.isArray(body.item_warning) || body.item_warning.length === 0) return answer;
  return { ...answer, body: { ...body, errors: { Error_Message: [CART_CHANGED] } } };
};
