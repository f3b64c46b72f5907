import type { DialectCore } from './journey';
import { DEMO } from './storefront';

/**
 * Every store call of the contract, in the order a buyer's day makes them, returning what the
 * screens would read. Values that differ between two stores by nature (tokens, clock times,
 * what one dialect leaves out: product handles on cart lines, the order's email) are left out of
 * the digest, so two dialects of one seeded store must give equal digests.
 */
type Digest = Record<string, unknown>;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const linkToken = (link: string | null, name: string) => new URL(link ?? 'http://x/').searchParams.get(name) ?? '';
const noResult = (r: { ok: boolean; data?: { products: unknown[] }; error?: { kind: string } }) =>
  r.ok ? r.data?.products.length === 0 : r.error?.kind === 'not_found';

export async function guestSteps(d: DialectCore, digest: Digest): Promise<void> {
  const global = await d.must('shop:global', {});
  const { pricelist, ...shop } = global.wholesale;
  digest.shop = { ...shop, pricelistEnabled: pricelist?.is_enabled !== false };
  const dictionary = await d.must('shop:locale', { locale: 'en_US' });
  digest.dictionary = Object.fromEntries(Object.entries(dictionary).filter(([section]) => !section.startsWith('_')));
  const { policies } = await d.must('legal:list', {});
  digest.policies = policies;
  digest.pages = await Promise.all(policies.map(async (p) => (await d.must('legal:page', { handle: p.handle })).page.body_html));
  digest.preview = (await d.must('catalog:previewProducts', { sort_by: 'title.asc' })).products;
  digest.countries = (await d.must('location:countries', {})).countries;
  digest.provinces = (await d.must('location:provinces', { country_code: 'NZ' })).provinces;
}

export async function commerceSteps(d: DialectCore, digest: Digest): Promise<void> {
  await d.must('auth:login', { ...DEMO, is_remember: false });
  const customer = (await d.must('shop:global', {})).customer;
  digest.customer = { ...customer, cart_token: undefined };
  const page = await d.must('catalog:products', { sort_by: 'title.asc', page: 1 });
  digest.products = page.products;
  digest.pastTheEnd = noResult(await d.call('catalog:products', { sort_by: 'title.asc', page: 999 }));
  const variant = page.products.flatMap((p) => p.variants).find((v) => v.inventory_management === 'none' || v.inventory_quantity >= 50);
  if (!variant) throw new Error('no variant in stock');
  const step = variant.wholesale_price[0]?.increment_quantity ?? 1;

  const created = await d.must('cart:create', { order_items: [{ id: variant.id, quantity: 2 * step }], cart_token: customer?.cart_token });
  digest.created = { ...created, cart_token: undefined };
  const token = created.cart_token;
  const updated = await d.must('cart:update', { cart_token: token, order_items: [{ id: variant.id, quantity: 3 * step }] });
  const cart = await d.must('cart:retrieve', { cart_token: token });
  const lines = (c: typeof cart) => c.order_item.map(({ product_id: _p, product_handle: _h, ...line }) => line);
  digest.cart = { ...cart, cart_token: undefined, notice: undefined, order_item: lines(cart) };
  digest.updatedLines = lines(updated);
  // A store that warns about changed items may say so beside the cart: then the app has the words.
  digest.noticeWhenWarned = cart.item_warning.length === 0 || cart.notice !== null;

  const items = cart.order_item.map((i) => ({ id: i.variant_id, quantity: i.quantity }));
  const billing = cart.billing_addresses[0];
  if (!billing) throw new Error('no billing address');
  const placed = await d.must('cart:placeOrder', { cart_token: token, order_items: items, billing_address: { id: billing.id } });
  await d.must('orders:updateRemark', { order_token: placed.token, remark: 'Deliver after 2pm' });
  const order = await d.must('orders:get', { token: placed.token });
  digest.order = { ...order, token: undefined, created_at: ISO_UTC.test(order.created_at), email: undefined };

  const file = (await d.must('files:pickAttachment', {})).file;
  const uploaded = await d.must('orders:uploadAttachment', { order_token: placed.token, file_id: file?.id ?? '', file_title: 'PO 42' });
  const attachmentId = uploaded.id ?? 0;
  digest.download = await d.must('orders:downloadAttachment', { order_token: placed.token, id: attachmentId });
  digest.removed = await d.must('orders:deleteAttachment', { order_token: placed.token, id: attachmentId });

  const account = await d.must('account:get', {});
  digest.account = account.account;
  // Seeded dates count back from each store's start: compare that they read as one UTC ISO form.
  digest.orders = account.orders.map((o) => ({ ...o, token: undefined, processed_at: ISO_UTC.test(o.processed_at) }));
}

export async function accountSteps(d: DialectCore, digest: Digest): Promise<void> {
  const change = (from: string, to: string) => ({ email: DEMO.email, password1: from, password2: to, password3: to });
  digest.password = [await d.must('account:updatePassword', change(DEMO.password, 'changed99')), await d.must('account:updatePassword', change('changed99', DEMO.password))];
  const address = {
    first_name: 'Ah Kow', last_name: 'Tan', phone: '0123456789', company: null, address1: '1 Jalan Ampang', address2: null,
    city: 'Kuala Lumpur', zip: '50450', province: null, province_code: 'MY-14', country: 'Malaysia', country_code: 'MY', is_primary: false,
  };
  await d.must('account:createAddress', { address });
  const saved = (await d.must('account:get', {})).account.addresses.find((a) => a.address1 === address.address1);
  if (!saved) throw new Error('the new address is not in the account');
  await d.must('account:updateAddress', { address_id: saved.address_id, address: { ...address, city: 'Petaling Jaya' } });
  digest.addressUpdated = (await d.must('account:get', {})).account.addresses.find((a) => a.address_id === saved.address_id)?.city;
  digest.addressDeleted = await d.must('account:deleteAddress', { address_id: saved.address_id });
  digest.contact = await d.must('contact:send', { name: 'Ah Kow', email: DEMO.email, subject: 'Delivery', message: 'After 2pm please.' });
  digest.forgot = await d.must('auth:forgotPassword', { email: DEMO.email });
  digest.logout = await d.must('auth:logout', {});
}

export async function signupSteps(d: DialectCore, digest: Digest): Promise<void> {
  const email = 'new.buyer@wholesale.test';
  digest.signup = await d.must('auth:signup', { first_name: 'New', last_name: 'Buyer', email, password: 'secret12' });
  const activation = linkToken(d.store.control.lastLink(email, 'activation'), 'token');
  digest.verifyActivation = await d.must('auth:verifyActivation', { token: activation });
  digest.activate = await d.must('auth:activate', { token: activation });
  await d.must('auth:forgotPassword', { email });
  const reset = linkToken(d.store.control.lastLink(email, 'reset'), 'reset_token');
  const verified = await d.must('auth:verifyReset', { token: reset });
  digest.verifyReset = verified;
  digest.reset = await d.must('auth:resetPassword', { password: 'secret34', password_confirmation: 'secret34', recover_email: verified.recover_email, token: reset });
  digest.badToken = await d.call('auth:activate', { token: 'no-such-token' });
}
