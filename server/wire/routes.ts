import type { ByDialect } from './scalars';
import { accountAnswer, addressDeletedAnswer, addressSavedAnswer, contactSentAnswer, passwordChangedAnswer } from './account';
import { doneAnswer, doneWithMessageAnswer, loginAnswer, resetVerifiedAnswer, signupAnswer } from './auth';
import { cartAnswer, cartCreatedAnswer, cartUpdatedAnswer, orderPlacedAnswer } from './cart';
import { productsPageAnswer } from './catalog';
import { countriesAnswer, provincesAnswer } from './location';
import { attachmentCreatedAnswer, attachmentDeletedAnswer, orderAnswer, remarkSavedAnswer } from './orders';
import { globalAnswer, legalListAnswer, legalPageAnswer, localeAnswer } from './shop';

/**
 * Every JSON call of the store and its successful answer in each dialect, keyed like the alt dialect's
 * route table (method and route pattern). Refusals are `refusal` / `altRefusal` (errors.ts) for every call.
 * The attachment download is the file itself, not JSON.
 */
export const WIRE_ANSWERS = {
  'GET /_api/global': globalAnswer,
  'GET /_api/locale/:locale': localeAnswer,
  'GET /_api/legal': legalListAnswer,
  'GET /_api/legal/:handle': legalPageAnswer,

  'POST /_api/auth/login': loginAnswer,
  'POST /_api/auth/signup': signupAnswer,
  'POST /_api/auth/logout': doneAnswer,
  'POST /_api/auth/forgot-password': doneWithMessageAnswer,
  'POST /_api/auth/reset-password': doneWithMessageAnswer,
  'POST /_api/auth/reset-password/verify': resetVerifiedAnswer,
  'POST /_api/auth/activation': doneWithMessageAnswer,
  'POST /_api/auth/activation/verify': doneAnswer,

  'GET /_api/account': accountAnswer,
  'POST /_api/account/details': passwordChangedAnswer,
  'POST /_api/account/addresses/': addressSavedAnswer,
  'POST /_api/account/addresses': addressSavedAnswer,
  'POST /_api/account/addresses/:id': addressSavedAnswer,
  'DELETE /_api/account/addresses/:id': addressDeletedAnswer,
  'GET /_api/get-country': countriesAnswer,
  'GET /_api/get-province': provincesAnswer,
  'POST /_api/contact': contactSentAnswer,

  'GET /_api/ws/products': productsPageAnswer,
  'GET /_api/ws/preview_products': productsPageAnswer,
  'GET /_api/ws/cart/retrieve': cartAnswer,
  'PUT /_api/ws/cart/update': cartUpdatedAnswer,
  'POST /_api/ws/cart/create': cartCreatedAnswer,
  'POST /_api/ws/cart/place_order': orderPlacedAnswer,

  'GET /_api/orders/:token': orderAnswer,
  'PUT /_api/orders/update_remark': remarkSavedAnswer,
  'POST /_api/orders/attachment': attachmentCreatedAnswer,
  'DELETE /_api/orders/attachment': attachmentDeletedAnswer,
} satisfies Record<string, ByDialect>;

export type WireRoute = keyof typeof WIRE_ANSWERS;
