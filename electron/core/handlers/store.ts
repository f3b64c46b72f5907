import * as account from '../api/account';
import * as cart from '../api/cart';
import * as catalog from '../api/catalog';
import { sendContact } from '../api/contact';
import * as legal from '../api/legal';
import * as location from '../api/location';
import * as shop from '../api/shop';
import type { Handlers } from '../deps';
import type { StoreHolder } from '../store-holder';
import { withStore } from './guard';

type StoreHandlers = Pick<
  Handlers,
  | 'shop:global' | 'shop:locale' | 'legal:list' | 'legal:page' | 'catalog:previewProducts'
  | 'cart:retrieve' | 'cart:update' | 'cart:create' | 'location:countries' | 'location:provinces'
  | 'account:get' | 'account:updatePassword' | 'account:createAddress' | 'account:updateAddress' | 'account:deleteAddress'
  | 'contact:send'
>;

/** Calls that map one to one onto a store call. */
export function storeHandlers(holder: StoreHolder): StoreHandlers {
  return {
    'shop:global': withStore(holder, (c) => shop.getGlobal(c)),
    'shop:locale': withStore(holder, (c, input) => shop.getLocale(c, input.locale)),
    'legal:list': withStore(holder, (c) => legal.listLegal(c)),
    'legal:page': withStore(holder, (c, input) => legal.getLegalPage(c, input.handle)),
    'catalog:previewProducts': withStore(holder, catalog.listPreviewProducts),
    'cart:retrieve': withStore(holder, cart.retrieveCart),
    'cart:update': withStore(holder, cart.updateCart),
    'cart:create': withStore(holder, cart.createCart),
    'location:countries': withStore(holder, (c) => location.listCountries(c)),
    'location:provinces': withStore(holder, (c, input) => location.listProvinces(c, input.country_code)),
    'account:get': withStore(holder, (c) => account.getAccount(c)),
    'account:updatePassword': withStore(holder, account.updatePassword),
    'account:createAddress': withStore(holder, account.createAddress),
    'account:updateAddress': withStore(holder, account.updateAddress),
    'account:deleteAddress': withStore(holder, account.deleteAddress),
    'contact:send': withStore(holder, sendContact),
  };
}
