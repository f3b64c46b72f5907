import { describe, expect, it } from 'vitest';
import { diffOrders, mergeKnown } from '../../electron/core/notifications/order-changes';
import { notificationText, trackingOf } from '../../electron/core/notifications/notification-text';
import type { SeenOrder } from '../../electron/core/notifications/order-memory-schema';
import { FINANCIAL_STATUSES, FULFILLMENT_STATUSES, statusWords } from '../../contract/orderStatus';
import english from '../../resources/locales/en_US/orders.json';

const order = (patch: Partial<SeenOrder> = {}): SeenOrder => ({
  token: 'tok-1042', number: '#1042', financial: 'unpaid', fulfillment: 'unfulfilled', cancelled: false, ...patch,
});

describe('order changes', () => {
  it('finds payment, fulfilment and cancellation changes, and nothing for new or unchanged orders', () => {
    const before = [order(), order({ token: 'tok-7', number: '#7' })];
    const now = [
      order({ fulfillment: 'fulfilled', financial: 'paid' }),
      order({ token: 'tok-7', number: '#7', cancelled: true }),
      order({ token: 'tok-new', number: '#1100' }),
    ];
    expect(diffOrders(before, now)).toEqual([
      { token: 'tok-1042', number: '#1042', financial: { from: 'unpaid', to: 'paid' }, fulfillment: { from: 'unfulfilled', to: 'fulfilled' } },
      { token: 'tok-7', number: '#7', cancelled: { reason: null } },
    ]);
    expect(diffOrders(now, now)).toEqual([]);
  });

  it('never announces a cancellation it did not know the order was free of', () => {
    expect(diffOrders([order({ cancelled: null })], [order({ cancelled: true })])).toEqual([]);
  });

  it('keeps a cancellation learnt from the order page when the list does not show one', () => {
    expect(mergeKnown([order({ cancelled: true })], [order({ cancelled: null })])[0]!.cancelled).toBe(true);
  });
});

describe('notification text', () => {
  it('names a shipped order with its courier and tracking number, and opens the order', () => {
    const text = notificationText({
      token: 'tok 1042', number: '#1042', fulfillment: { from: 'unfulfilled', to: 'fulfilled' }, tracking: 'Ninja Van EP2912345',
    });
    expect(text).toEqual({ title: 'Order #1042 shipped: Ninja Van EP2912345', body: '', path: '/order/tok%201042' });
  });

  it("words statuses with the order screens' labels, the store's label for unknown ones", () => {
    expect(notificationText({ token: 't', number: '#9', financial: { from: 'unpaid', to: 'partially_paid' } })).toMatchObject({
      title: 'Order #9: Partially paid',
      body: 'Payment: Unpaid → Partially paid',
    });
    const odd = notificationText({ token: 't', number: '#9', fulfillment: { from: 'unfulfill', to: 'on_hold' }, labels: { fulfillment: 'Held at depot' } });
    expect(odd).toMatchObject({ title: 'Order #9: Held at depot', body: 'Fulfilment: Unfulfilled → Held at depot' });
    expect(notificationText({ token: 't', number: '#9', fulfillment: { from: 'unfulfilled', to: 'in_transit' } }).title).toBe('Order #9: In transit');
  });

  it('words every status as the order screens do, known or not', () => {
    const inEnglish = (key: string, fallback: string) => (english as Record<string, string>)[key] ?? fallback;
    for (const to of [...FINANCIAL_STATUSES, 'voided']) {
      expect(notificationText({ token: 't', number: '#9', financial: { from: 'paid', to } }).title).toBe(`Order #9: ${statusWords(inEnglish, 'financial', to)}`);
    }
    // Shipped and partly shipped have titles of their own (above).
    for (const to of [...FULFILLMENT_STATUSES.filter((code) => code !== 'fulfilled' && code !== 'partially_fulfilled'), 'on_hold']) {
      expect(notificationText({ token: 't', number: '#9', fulfillment: { from: 'fulfilled', to } }).title).toBe(`Order #9: ${statusWords(inEnglish, 'fulfillment', to)}`);
    }
  });

  it('puts a cancellation first, with its reason, and the other changes in the body', () => {
    const text = notificationText({
      token: 't', number: '#7', cancelled: { reason: 'Out of stock' }, financial: { from: 'unpaid', to: 'cancelled' },
    });
    expect(text).toMatchObject({ title: 'Order #7 was cancelled', body: 'Reason: Out of stock\nPayment: Unpaid → Cancelled' });
  });

  it('takes the latest shipment that has tracking', () => {
    const shipped = (created_at: string, tracking_company: string | null, tracking_number: string | null) => ({
      fulfillment: { created_at, tracking_company, tracking_number },
    });
    expect(trackingOf([{ fulfillment: null }, shipped('2026-01-01', 'J&T', 'JT1'), shipped('2026-02-01', 'Ninja Van', 'EP29'), shipped('2026-03-01', null, null)])).toBe(
      'Ninja Van EP29',
    );
    expect(trackingOf([{ fulfillment: null }])).toBeUndefined();
  });
});

describe('store words in a notification', () => {
  const HIDDEN = '\u202E\u2066\u200B\u200F\uFEFF\u00AD';

  it('bounds a status label of any length to 60 characters, the last an ellipsis', () => {
    const label = 'Held at depot '.repeat(40);
    const text = notificationText({ token: 't', number: '#9', fulfillment: { from: 'unfulfilled', to: 'on_hold' }, labels: { fulfillment: label } });
    const words = text.title.slice('Order #9: '.length);
    expect(Array.from(words)).toHaveLength(60);
    expect(words.endsWith('…')).toBe(true);
    expect(label.startsWith(words.slice(0, -1))).toBe(true);
    expect(text.body).toBe(`Fulfilment: Unfulfilled → ${words}`);
  });

  it('bounds a status code, an order number, a tracking number and a reason the same way', () => {
    const long = 'x'.repeat(5000);
    const cut = `${'x'.repeat(59)}…`;
    expect(notificationText({ token: 't', number: long, financial: { from: 'paid', to: long } }).title).toBe(`Order ${cut}: X${'x'.repeat(58)}…`);
    expect(notificationText({ token: 't', number: '#9', fulfillment: { from: 'unfulfilled', to: 'fulfilled' }, tracking: long }).title).toBe(`Order #9 shipped: ${cut}`);
    const reason = notificationText({ token: 't', number: '#9', cancelled: { reason: long } }).body;
    expect(reason).toBe(`Reason: ${'x'.repeat(159)}…`);
  });

  it('never cuts a character in half', () => {
    const title = notificationText({ token: 't', number: '#9', financial: { from: 'paid', to: 'x' }, labels: { financial: '😀'.repeat(100) } }).title;
    expect(title).toBe(`Order #9: ${'😀'.repeat(59)}…`);
    expect(title).not.toMatch(/\p{Cs}/u);
  });

  it('drops bidi overrides and invisible characters, and keeps each store word on one line', () => {
    const text = notificationText({
      token: 't',
      number: `#9${HIDDEN}`,
      financial: { from: 'unpaid', to: 'odd' },
      labels: { financial: `Re\u202Efunded${HIDDEN}` },
      cancelled: { reason: 'Out of stock\nPayment: Unpaid → Paid\u2028\u0000\u001B[31m' },
    });
    expect(text.title).toBe('Order #9 was cancelled');
    expect(text.body).toBe('Reason: Out of stock Payment: Unpaid → Paid [31m\nPayment: Unpaid → Refunded');
    for (const line of [text.title, ...text.body.split('\n')]) expect(line).not.toMatch(/[\p{Cf}\p{Cs}\p{Cc}\p{Zl}\p{Zp}]/u);
  });

  it('words a status by its code when the store label has nothing visible in it, and never names a shipment after an inherited name', () => {
    expect(notificationText({ token: 't', number: '#9', financial: { from: 'paid', to: 'voided' }, labels: { financial: HIDDEN } }).title).toBe('Order #9: Voided');
    expect(notificationText({ token: 't', number: '#9', financial: { from: 'paid', to: HIDDEN } }).title).toBe('Order #9: -');
    expect(notificationText({ token: 't', number: '#9', fulfillment: { from: 'unfulfilled', to: 'constructor' } }).title).toBe('Order #9: Constructor');
  });
});

