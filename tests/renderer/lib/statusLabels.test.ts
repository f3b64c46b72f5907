import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import english from '../../../resources/locales/en_US/orders.json';
import { ORDER_STATUSES, statusWords, type StatusKind } from '../../../contract/orderStatus';
import { statusLabel, statusTone } from '../../../renderer/src/lib/statusLabels';

// A t() over the bundled English section, honouring defaultValue like i18next does.
const t = ((key: string, options?: { defaultValue?: string }) =>
  (english as Record<string, string>)[key.replace(/^orders\./, '')] ?? options?.defaultValue ?? key) as unknown as TFunction;

describe('order status labels', () => {
  it('reads every order status from the dictionary', () => {
    for (const status of ['unpaid', 'pending', 'partially_paid', 'paid', 'refunded', 'cancelled', 'authorized']) {
      expect(statusLabel(t, 'financial', status)).not.toContain('_');
    }
    expect(statusLabel(t, 'financial', 'partially_paid')).toBe('Partially paid');
    expect(statusLabel(t, 'fulfillment', 'unfulfill')).toBe('Unfulfilled');
  });

  it("falls back to the store's label, then to the code in words", () => {
    expect(statusLabel(t, 'financial', 'voided', 'Voided by store')).toBe('Voided by store');
    expect(statusLabel(t, 'fulfillment', 'on_hold')).toBe('On hold');
  });

  it("words every status as the core's notifications do, known or not", () => {
    const inEnglish = (key: string, fallback: string) => (english as Record<string, string>)[key] ?? fallback;
    for (const kind of Object.keys(ORDER_STATUSES) as StatusKind[]) {
      for (const code of [...ORDER_STATUSES[kind], 'on_hold', '']) {
        expect(statusLabel(t, kind, code), `${kind} ${code}`).toBe(statusWords(inEnglish, kind, code));
      }
    }
  });

  it('colours settled, in-between and owed statuses differently', () => {
    expect(statusTone('financial', 'paid')).toBe('success');
    expect(statusTone('financial', 'partially_paid')).toBe('warning');
    expect(statusTone('financial', 'unpaid')).toBe('danger');
    expect(statusTone('fulfillment', 'mystery')).toBe('neutral');
  });
});
