import type { StandingOrder } from '../../../contract/schemas/standing';
import { dueOccurrence, nextDue } from './schedule';
import type { KeptStanding } from './standing-store';

/** Snooze 1 hour. */
export const SNOOZE_MS = 3_600_000;

const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

/**
 * A standing order at `now`: the occurrence that came up since it was last looked at becomes its one
 * due order (dated the latest time passed), and a due order not told yet (or whose snooze ended) is
 * told once. `changed` says whether anything is to be kept.
 */
export function checkDue(kept: KeptStanding, now: Date): { next: KeptStanding; notify: boolean; changed: boolean } {
  let next = kept;
  const occurrence = dueOccurrence(kept.rhythm, new Date(kept.starts_at), new Date(kept.covered_until), now);
  if (occurrence) next = { ...next, due_at: occurrence.toISOString(), covered_until: now.toISOString(), notified: false, snoozed_until: null };
  const snoozing = next.snoozed_until !== null && Date.parse(next.snoozed_until) > now.getTime();
  const notify = next.due_at !== null && !next.notified && !snoozing;
  if (notify) next = { ...next, notified: true, snoozed_until: null };
  return { next, notify, changed: next !== kept };
}

/** What the buyer did with a due order, kept. */
export function acted(
  kept: KeptStanding,
  action: { action: 'skip' } | { action: 'snooze' } | { action: 'placed'; order_token: string; prices: Record<string, number> },
  now: Date,
): KeptStanding {
  switch (action.action) {
    case 'skip':
      return { ...kept, due_at: null, snoozed_until: null, notified: false, covered_until: later(kept.covered_until, now.toISOString()) };
    case 'snooze':
      return kept.due_at === null ? kept : { ...kept, snoozed_until: new Date(now.getTime() + SNOOZE_MS).toISOString(), notified: false };
    case 'placed':
      return {
        ...kept,
        due_at: null,
        snoozed_until: null,
        notified: false,
        covered_until: later(kept.covered_until, now.toISOString()),
        last_order_token: action.order_token,
        placed_prices: action.prices,
      };
  }
}

/** The standing order as the buyer sees it: when it is due, and when it comes up next. */
export function shownStanding(kept: KeptStanding, now: Date): StandingOrder {
  const from = new Date(Math.max(now.getTime(), Date.parse(kept.covered_until)));
  return {
    list_id: kept.list_id,
    rhythm: kept.rhythm,
    starts_at: kept.starts_at,
    due_at: kept.due_at,
    snoozed_until: kept.snoozed_until,
    next_at: nextDue(kept.rhythm, new Date(kept.starts_at), from)?.toISOString() ?? null,
    last_order_token: kept.last_order_token,
    placed_prices: kept.placed_prices,
  };
}
