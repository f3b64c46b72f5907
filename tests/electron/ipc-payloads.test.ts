import { describe, expect, it } from 'vitest';
import { channels, type Channel, type ChannelInput } from '../../contract/contract';
import type { Handlers } from '../../electron/core/index';
import { registerIpc } from '../../electron/ipc';

/**
 * Strict IPC input for every contract channel, table-driven: from one valid payload a channel must refuse the
 * same payload with an unknown key, with any one value of the wrong type, and with any one string
 * made huge. A channel added to the contract without an entry here fails to typecheck.
 */
const address = {
  first_name: 'Dee', last_name: 'Mo', phone: '0123', company: null, address1: '1 Jalan', address2: 'Unit 2', city: 'Kuala Lumpur',
  zip: '50000', province: 'Kuala Lumpur', province_code: 'MY-14', country: 'Malaysia', country_code: 'MY', is_primary: true,
};
const items = [{ id: 3, quantity: 2 }];

const VALID: { [C in Channel]: ChannelInput<C> } = {
  'app:getStoreUrl': {},
  'app:setStoreUrl': { url: 'https://shop.example.com' },
  'app:openExternal': { url: 'https://shop.example.com/terms' },
  'app:takeNotices': {},
  'stores:list': {},
  'stores:switch': { url: 'https://shop.example.com', from_path: '/cart' },
  'stores:rename': { url: 'https://shop.example.com', name: 'Main supplier' },
  'stores:remove': { url: 'https://shop.example.com' },
  'offline:clear': {},
  'offline:status': {},
  'drafts:getForm': { form: 'quick_order' },
  'drafts:saveForm': { form: 'billing_address', address_id: 3 },
  'app:seenPath': { path: '/cart' },
  'app:lastScreen': {},
  'app:exportDiagnostics': {},
  'updates:status': {},
  'updates:restart': {},
  'lists:list': {},
  'lists:create': { name: 'Weekly', currency: 'MYR', lines: [{ variant_id: 3, sku: 'A-1', name: 'Bolt', quantity: 2, unit_price: 4.5 }] },
  'lists:update': { id: 1, name: 'Monday', lines: [{ variant_id: 3, sku: 'A-1', name: 'Bolt', quantity: 4, unit_price: 4.5 }] },
  'lists:delete': { id: 1 },
  'watch:list': {},
  'watch:add': { variant_id: 7, sku: 'SAF-0078-06', name: 'Work Gloves M', unit_price: 12.8, in_stock: false },
  'watch:remove': { variant_id: 7 },
  'watch:seen': {},
  'standing:list': {},
  'standing:set': { list_id: 1, rhythm: { kind: 'weekly', days: [1, 4], every_weeks: 1, time: '09:00' } },
  'standing:act': { list_id: 1, action: 'placed', order_token: 'abc', prices: { '3': 4.5 } },
  'budget:get': {},
  'budget:set': { budget: { amount: 10000, period: 'month', locked: false } },
  'history:sync': {},
  'history:orders': {},
  'insights:exportXlsx': { name: 'insights.xlsx', sheets: [{ title: 'By month', columns: ['Month', 'Spend'], rows: [[{ text: 'Jan 2026' }, { number: 12.5 }]] }] },
  'outbox:list': {},
  'outbox:queue': {
    lines: [{ variant_id: 1, sku: 'A', name: 'A', quantity: 1, unit_price: 1, item_subtotal: 1 }],
    billing_address: { id: 1, label: 'Home' },
    remark: '',
    currency: 'MYR',
    total_price: 1,
  },
  'outbox:update': { id: 1, remark: 'PO-1' },
  'outbox:withdraw': { id: 1 },
  'outbox:prepare': { id: 1 },
  'outbox:place': { id: 1, cart_token: 'abc' },
  'app:takeLaunchPath': {},
  'language:get': {},
  'language:choose': { choice: 'zh-Hant' },
  'files:pickAttachment': {},
  'settings:get': {},
  'settings:update': { openAtLogin: { enabled: true, kiosk: false }, notifications: { enabled: true }, kiosk: { enabled: false, idleMinutes: 10 }, catalogueMaxAgeMinutes: 60 },
  'settings:unlock': { pin: '1234' },
  'settings:forgetCustomer': {},
  'counter:status': {},
  'counter:startOver': {},
  'counter:today': { pin: '4821' },
  'notifications:badge': {},
  'notifications:markSeen': { token: 'order-1' },
  'shop:global': {},
  'shop:locale': { locale: 'ms_MY' },
  'legal:list': {},
  'legal:page': { handle: 'refund-policy' },
  'catalog:products': { q: 'bolt', sort_by: 'title.asc', page: 2 },
  'catalog:previewProducts': { sort_by: 'created_at.desc', page: 1 },
  'catalog:product': { handle: 'hex-bolt' },
  'catalog:indexStatus': {},
  'catalog:refreshIndex': {},
  'catalog:suggest': { q: 'bolt', limit: 10 },
  'catalog:findSkus': { skus: ['HB-001'] },
  'files:importCsv': {},
  'app:scanner': {},
  'files:importSheet': { sheet: 'Order lines' },
  'files:importDropped': { id: '3f1c0a52-6f3e-4b7e-9a1d-2f5b8c4d7e90' },
  'files:exportXlsx': { name: 'cart.xlsx', lines: [{ sku: 'HB-001', quantity: 6, product: 'Hex bolt', variant: 'M6', unit_price: 1.5 }] },
  'files:saveTemplate': {},
  'files:exportCsv': { name: 'cart.csv', lines: [{ sku: 'HB-001', quantity: 6, product: 'Hex bolt', variant: 'M6', unit_price: 1.5 }] },
  'cart:retrieve': { cart_token: 'cart-1' },
  'cart:update': { order_items: items, cart_token: 'cart-1' },
  'cart:create': { order_items: items, cart_token: 'cart-1', is_replace_cart: false },
  'drafts:get': {},
  'drafts:save': { scope: 'cart:cart-1', entries: [{ variant_id: 3, quantity: 12, base: 6 }, { variant_id: 4, quantity: null, base: 2 }] },
  'drafts:discard': { scope: 'product:hex-bolt' },
  'cart:placeOrder': { order_items: items, billing_address: { id: 1 }, cart_token: 'cart-1' },
  'requests:cancel': { channel: 'cart:placeOrder' },
  'auth:login': { email: 'demo@wholesale.test', password: 'demo1234', is_remember: true, redirect_url: '/cart' },
  'auth:signup': { first_name: 'Dee', last_name: 'Mo', email: 'dee@example.test', password: 'secret123' },
  'auth:logout': {},
  'auth:forgotPassword': { email: 'dee@example.test' },
  'auth:resetPassword': { password: 'secret123', password_confirmation: 'secret123', recover_email: 'dee@example.test', token: 'tok-123456' },
  'auth:verifyReset': { token: 'tok-123456' },
  'auth:activate': { token: 'tok-123456' },
  'auth:verifyActivation': { token: 'tok-123456' },
  'location:countries': {},
  'location:provinces': { country_code: 'MY' },
  'location:regencies': { province_code: 'ID-JK' },
  'location:districts': { province_code: 'ID-JK', regency: 'Jakarta Selatan' },
  'location:twCities': { province_code: 'TW-TPE' },
  'account:get': {},
  'account:updatePassword': { email: 'dee@example.test', password1: 'old', password2: 'new12345', password3: 'new12345' },
  'account:createAddress': { address },
  'account:updateAddress': { address_id: 7, address },
  'account:deleteAddress': { address_id: 7 },
  'contact:send': { name: 'Dee', email: 'dee@example.test', subject: 'Hi', message: 'Hello' },
  'orders:get': { token: 'ord1' },
  'orders:updateRemark': { order_token: 'ord1', remark: 'Deliver after 3pm' },
  'orders:uploadAttachment': { order_token: 'ord1', file_id: 'f1', file_title: 'PO 42' },
  'orders:cancelUpload': { file_id: 'f1' },
  'orders:deleteAttachment': { order_token: 'ord1', id: 4 },
  'orders:downloadAttachment': { order_token: 'ord1', id: 4 },
  'files:dropped': { paths: ['/home/dee/po-42.pdf', '/home/dee/spec.png'] },
  'document:print': {},
  'document:savePdf': { name: 'Order #1042' },
  'document:openSaved': { id: '3f1c2a9e-0b7d-4e55-9a41-6c0d2b7e8f10', how: 'folder' },
};

type Path = (string | number)[];
type Json = unknown;

/** Paths to every primitive value in `value` (strings, numbers, booleans, nulls). */
function leaves(value: Json, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, i]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [path];
}

function replaced(value: Json, path: Path, by: (old: Json) => Json): Json {
  const [head, ...rest] = path;
  if (head === undefined) return by(value);
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, Json>;
  copy[head] = replaced(copy[head], rest, by);
  return copy;
}

const wrongType = (old: Json): Json => (typeof old === 'string' ? 12345 : typeof old === 'number' ? String(old) : typeof old === 'boolean' ? 'true' : []);
// Past every sanity cap in the contract (the longest, remark and contact message, take 100,000).
const HUGE = 'x'.repeat(1_000_000);

/** Every bad payload for `channel`, named for the report. */
function badPayloads(channel: Channel): [string, Json][] {
  const valid = VALID[channel] as Json;
  const bad: [string, Json][] = [['an unknown key', { ...(valid as object), sneaky: true }], ['a list instead of an object', [valid]], ['text instead of an object', 'x']];
  for (const path of leaves(valid)) {
    if (path.length === 0) continue;
    bad.push([`a wrong type at ${path.join('.')}`, replaced(valid, path, wrongType)]);
    if (typeof path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k], valid) === 'string') {
      bad.push([`a huge string at ${path.join('.')}`, replaced(valid, path, () => HUGE)]);
    }
  }
  return bad;
}

function register() {
  const calls: Channel[] = [];
  const handlers = Object.fromEntries(channels.map((c) => [c, async () => (calls.push(c), { ok: true, data: {} })])) as unknown as Handlers;
  const listeners = new Map<string, (event: object, input: unknown) => Promise<unknown>>();
  registerIpc<object>({ handle: (channel, listener) => void listeners.set(channel, listener) }, handlers, () => true);
  return { calls, invoke: (channel: Channel, input: unknown) => listeners.get(channel)!({}, input) };
}

describe('every contract channel refuses bad payloads', () => {
  it('has a valid payload for exactly the contract channels', () => {
    expect(Object.keys(VALID).sort()).toEqual([...channels].sort());
  });

  it.each(channels)('%s', async (channel) => {
    const { calls, invoke } = register();
    expect(await invoke(channel, VALID[channel]), 'the valid payload').toMatchObject({ ok: true });
    for (const [what, payload] of badPayloads(channel)) {
      expect(await invoke(channel, payload), `${channel} with ${what}`).toMatchObject({ ok: false, error: { kind: 'refused' } });
    }
    expect(calls).toEqual([channel]);
  });
});
