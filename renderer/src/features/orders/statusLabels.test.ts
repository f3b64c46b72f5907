import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import english from '../../../../resources/locales/en_US/orders.json';
import { humaniseStatus, statusLabel, statusTone } from './statusLabels';

// A t() over the bundled English section, honouring defaultValue like i18next does.
const t = ((key: string, options?: { defaultValue?: string }) =>
  (english as Record<string, string>)[key.replace(/^orders\./, '')] ?? options?.defaultValue ?? key) as unknown as TFunction;

describe('order status labels', () => {
  it('reads every spec 4 status from the dictionary', () => {
    for (const status of ['unpaid', 'pending', 'partially_paid', 'paid', 'refunded', 'cancelled', 'authorized']) {
      expect(statusLabel(t, 'financial', status)).not.toContain('_');
    }
    expect(statusLabel(t, 'financial', 'partially_paid')).toBe('Partially paid');
    expect(statusLabel(t, 'fulfillment', 'unfulfill')).toBe('Unfulfilled');
  });

  it("falls back to the store's label, then to the code in words", () => {
    expect(statusLabel(t, 'financial', 'voided', 'Voided by store')).toBe('Voided by store');
    expect(statusLabel(t, 'fulfillment', 'on_hold')).toBe('On hold');
    expect(humaniseStatus('in_transit')).toBe('In transit');
  });

  it('colours settled, in-between and owed statuses differently', () => {
    expect(statusTone('financial', 'paid')).toBe('success');
    expect(statusTone('financial', 'partially_paid')).toBe('warning');
    expect(statusTone('financial', 'unpaid')).toBe('danger');
    expect(statusTone('fulfillment', 'mystery')).toBe('neutral');
  });
});
