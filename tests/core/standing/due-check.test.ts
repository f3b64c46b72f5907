import { describe, expect, it } from 'vitest';
import { acted, checkDue, shownStanding, SNOOZE_MS } from '../../../electron/core/standing-orders/due-check';
import type { KeptStanding } from '../../../electron/core/standing-orders/standing-store';

const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const set = at(2026, 11, 30, 12); // a Monday, after 09:00
const weekly: KeptStanding = {
  list_id: 7,
  rhythm: { kind: 'weekly', days: [1], every_weeks: 1, time: '09:00' },
  starts_at: set.toISOString(),
  covered_until: set.toISOString(),
  due_at: null,
  snoozed_until: null,
  notified: false,
  last_order_token: null,
  placed_prices: {},
};

describe('a standing order coming up', () => {
  it('is due at its time and told once, however often it is checked', () => {
    expect(checkDue(weekly, at(2026, 12, 7, 8, 59))).toMatchObject({ notify: false, changed: false });
    const due = checkDue(weekly, at(2026, 12, 7, 9));
    expect(due).toMatchObject({ notify: true, changed: true, next: { due_at: at(2026, 12, 7, 9).toISOString(), notified: true } });
    expect(checkDue(due.next, at(2026, 12, 7, 9, 1))).toMatchObject({ notify: false, changed: false });
  });

  it('missed for weeks while the app was closed: one due order, told once at start', () => {
    const start = checkDue(weekly, at(2027, 1, 20, 8));
    expect(start).toMatchObject({ notify: true, next: { due_at: at(2027, 1, 18, 9).toISOString() } });
    expect(checkDue(start.next, at(2027, 1, 20, 8, 1)).notify).toBe(false);
  });

  it('snoozed: told again an hour later, and still due meanwhile', () => {
    const now = at(2026, 12, 7, 9);
    const snoozed = acted(checkDue(weekly, now).next, { action: 'snooze' }, now);
    expect(snoozed.due_at).not.toBeNull();
    expect(checkDue(snoozed, new Date(now.getTime() + SNOOZE_MS - 1000)).notify).toBe(false);
    expect(checkDue(snoozed, new Date(now.getTime() + SNOOZE_MS)).notify).toBe(true);
  });

  it('skipped or placed: no longer due, and the next time comes up as usual', () => {
    const now = at(2026, 12, 7, 9);
    const due = checkDue(weekly, now).next;
    const skipped = acted(due, { action: 'skip' }, now);
    expect(skipped.due_at).toBeNull();
    expect(checkDue(skipped, at(2026, 12, 7, 18)).notify).toBe(false);
    expect(checkDue(skipped, at(2026, 12, 14, 9)).notify).toBe(true);
    const placed = acted(due, { action: 'placed', order_token: 'tok', prices: { '11': 4.5 } }, now);
    expect(placed).toMatchObject({ due_at: null, last_order_token: 'tok', placed_prices: { '11': 4.5 } });
    expect(shownStanding(placed, now)).toMatchObject({ due_at: null, next_at: at(2026, 12, 14, 9).toISOString() });
  });
});
