import { describe, expect, it } from 'vitest';
import english from '../../resources/locales/en_US/orders.json';
import { humaniseStatus, ORDER_STATUSES, statusWords, type OrdersWords, type StatusKind } from '../../contract/orderStatus';

const ENGLISH: Record<string, string> = english;
const inEnglish: OrdersWords = (key, fallback) => ENGLISH[key] ?? fallback;
const KINDS = Object.keys(ORDER_STATUSES) as StatusKind[];

describe('order status words', () => {
  it('has English words for every status the store names (the translations follow the English keys)', () => {
    for (const kind of KINDS) {
      for (const code of ORDER_STATUSES[kind]) expect(ENGLISH[`${kind}_${code}`], `${kind} ${code}`).toBeTruthy();
    }
    expect(statusWords(inEnglish, 'financial', 'partially_paid')).toBe('Partially paid');
    expect(statusWords(inEnglish, 'fulfillment', 'unfulfill')).toBe('Unfulfilled');
  });

  it("words a status the dictionary lacks with the store's label, else its code, else a dash", () => {
    expect(statusWords(inEnglish, 'financial', 'voided', 'Voided by store')).toBe('Voided by store');
    expect(statusWords(inEnglish, 'fulfillment', 'on_hold')).toBe('On hold');
    expect(statusWords(inEnglish, 'fulfillment', '')).toBe('-');
    expect(humaniseStatus('in_transit')).toBe('In transit');
  });

  it("prefers the dictionary's words to the store's label", () => {
    expect(statusWords(inEnglish, 'financial', 'paid', 'PAID (store)')).toBe('Paid');
  });
});
