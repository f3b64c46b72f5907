import type { TFunction } from 'i18next';

export type StatusKind = 'financial' | 'fulfillment';
export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** How each status reads at a glance: settled green, in-between amber, owed red, the rest quiet. */
const TONES: Record<StatusKind, Record<string, BadgeTone>> = {
  financial: {
    paid: 'success',
    partially_paid: 'warning',
    pending: 'warning',
    authorized: 'info',
    unpaid: 'danger',
    refunded: 'neutral',
    cancelled: 'neutral',
  },
  fulfillment: {
    fulfilled: 'success',
    partially_fulfilled: 'warning',
    restocked: 'info',
    unfulfill: 'neutral',
    unfulfilled: 'neutral',
  },
};

export function statusTone(kind: StatusKind, status: string): BadgeTone {
  return TONES[kind][status] ?? 'neutral';
}

/** 'partially_paid' -> 'Partially paid': for a status the dictionary does not know yet. */
export function humaniseStatus(status: string): string {
  const words = status.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A status in the store's language (spec 4 labels). The list only has status codes; the detail
 * also has the store's own label, used when the dictionary has no entry for a new status.
 */
export function statusLabel(t: TFunction, kind: StatusKind, status: string, storeLabel?: string): string {
  return t(`orders.${kind}_${status}`, { defaultValue: storeLabel || humaniseStatus(status) });
}
