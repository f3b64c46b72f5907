import type { TFunction } from 'i18next';
import { statusWords, type FinancialStatus, type FulfillmentStatus, type StatusKind } from '../../../contract/orderStatus';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** How each status reads at a glance: settled green, in-between amber, owed red, the rest quiet. */
const TONES: Record<StatusKind, Readonly<Record<string, BadgeTone>>> = {
  financial: {
    paid: 'success',
    partially_paid: 'warning',
    pending: 'warning',
    authorized: 'info',
    unpaid: 'danger',
    refunded: 'neutral',
    cancelled: 'neutral',
  } satisfies Partial<Record<FinancialStatus, BadgeTone>>,
  fulfillment: {
    fulfilled: 'success',
    partially_fulfilled: 'warning',
    restocked: 'info',
    unfulfill: 'neutral',
    unfulfilled: 'neutral',
  } satisfies Partial<Record<FulfillmentStatus, BadgeTone>>,
};

export function statusTone(kind: StatusKind, status: string): BadgeTone {
  return TONES[kind][status] ?? 'neutral';
}

/**
 * A status in the store's language (labels). The list only has status codes; the detail
 * also has the store's own label, used when the dictionary has no entry for a new status.
 */
export function statusLabel(t: TFunction, kind: StatusKind, status: string, storeLabel?: string): string {
  return statusWords((key, defaultValue) => t(`orders.${key}`, { defaultValue }), kind, status, storeLabel);
}
