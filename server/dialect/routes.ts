import type { Rewrite } from './answer';
import { datesWithOffset, datesWithoutZone } from './dates';
import { cartChangedNotice, emptyPageRefused } from './refusals';
import {
  accountWithOrders,
  bare,
  cartItemsUnlisted,
  noContent,
  orderUnlisted,
  pageBodyOnly,
  policyWithoutHandle,
  productLinks,
  successOnly,
  unwrap,
  withoutPricelist,
} from './shapes';
import { flatDictionary, namesEncoded } from './text';
import { countsAsStrings, flagsLoose, moneyAsStrings, orderNumberFlipped, successAsNumber } from './values';

/**
 * Which alt rewrites a route's successful answer gets, in order, keyed by method and route pattern.
 * Envelopes go first, so the field rewrites see the final shape. Routes not listed keep their body; every
 * `/_api` answer still gets the refusal and `_meta` treatment (see rewriter.ts).
 */
const scalars = [moneyAsStrings, countsAsStrings, flagsLoose];
const catalogue = [emptyPageRefused, productLinks, ...scalars];
const cart = [unwrap('cart'), cartItemsUnlisted, ...scalars];
const savedAddress = [successOnly, successAsNumber];
const wordTrue = [bare('true')];

export const ALT_ROUTES: Readonly<Record<string, readonly Rewrite[]>> = {
  'GET /_api/global': [withoutPricelist, ...scalars],
  'GET /_api/locale/:locale': [flatDictionary],
  'GET /_api/legal': [unwrap('policies'), policyWithoutHandle],
  'GET /_api/legal/:handle': [pageBodyOnly],

  'GET /_api/ws/products': catalogue,
  'GET /_api/ws/preview_products': catalogue,
  'GET /_api/ws/cart/retrieve': [...cart, cartChangedNotice],
  'PUT /_api/ws/cart/update': cart,
  'POST /_api/ws/cart/create': [unwrap('orders'), ...scalars],
  'POST /_api/ws/cart/place_order': [unwrap('orders')],

  'GET /_api/orders/:token': [unwrap('order'), orderUnlisted, ...scalars, datesWithOffset],
  'PUT /_api/orders/update_remark': [bare(true)],
  'POST /_api/orders/attachment': [countsAsStrings],
  'DELETE /_api/orders/attachment': [noContent],

  'GET /_api/account': [accountWithOrders, ...scalars, orderNumberFlipped, datesWithoutZone],
  'POST /_api/account/details': wordTrue,
  'POST /_api/account/addresses/': savedAddress,
  'POST /_api/account/addresses': savedAddress,
  'POST /_api/account/addresses/:id': savedAddress,
  'DELETE /_api/account/addresses/:id': [noContent],

  'GET /_api/get-country': [unwrap('countries'), namesEncoded],
  'GET /_api/get-province': [unwrap('provinces'), namesEncoded],
  'POST /_api/contact': [bare(1)],

  'POST /_api/auth/logout': wordTrue,
  'POST /_api/auth/forgot-password': wordTrue,
  'POST /_api/auth/reset-password': wordTrue,
  'POST /_api/auth/reset-password/verify': [successAsNumber],
  'POST /_api/auth/activation': wordTrue,
  'POST /_api/auth/activation/verify': wordTrue,
};
