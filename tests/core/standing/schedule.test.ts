import { describe, expect, it } from 'vitest';
import type { Rhythm } from '../../../contract/schemas/standing';
import { dueOccurrence, lastDue, nextDue } from '../../../electron/core/standing-orders/schedule';

/** When a standing order comes up, on the buyer's own clock (local times throughout). */
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const mondayAndThursday: Rhythm = { kind: 'weekly', days: [1, 4], every_weeks: 1, time: '09:00' };

describe('the schedule of a standing order', () => {
  it('weekly on chosen days at a time: the next day chosen, at that time', () => {
    const set = at(2026, 12, 2, 10); // a Wednesday
    expect(nextDue(mondayAndThursday, set, set)).toEqual(at(2026, 12, 3, 9));
    expect(nextDue(mondayAndThursday, set, at(2026, 12, 3, 9))).toEqual(at(2026, 12, 7, 9));
    expect(nextDue(mondayAndThursday, set, at(2026, 12, 3, 8, 59))).toEqual(at(2026, 12, 3, 9));
  });

  it('every N weeks counts from the week the rhythm was set', () => {
    const fortnightly: Rhythm = { kind: 'weekly', days: [1], every_weeks: 2, time: '08:30' };
    const set = at(2026, 12, 2, 10); // Wednesday: that week's Monday has passed
    const first = nextDue(fortnightly, set, set);
    expect(first).toEqual(at(2026, 12, 14, 8, 30));
    expect(nextDue(fortnightly, set, first!)).toEqual(at(2026, 12, 28, 8, 30));
  });

  it('monthly on a day; a day past the month\'s end is its last day', () => {
    const monthEnd: Rhythm = { kind: 'monthly', day: 31, time: '09:00' };
    const set = at(2027, 1, 31, 10);
    expect(nextDue(monthEnd, set, set)).toEqual(at(2027, 2, 28, 9));
    expect(nextDue(monthEnd, set, at(2027, 2, 28, 9))).toEqual(at(2027, 3, 31, 9));
    expect(nextDue({ kind: 'monthly', day: 15, time: '17:45' }, set, set)).toEqual(at(2027, 2, 15, 17, 45));
  });

  it('the last time at or before an instant', () => {
    const set = at(2026, 11, 1);
    expect(lastDue(mondayAndThursday, set, at(2026, 12, 2, 12))).toEqual(at(2026, 11, 30, 9));
    expect(lastDue(mondayAndThursday, set, at(2026, 12, 3, 9))).toEqual(at(2026, 12, 3, 9));
  });

  it('times missed while the app was closed are one due occurrence, the latest', () => {
    const set = at(2026, 11, 2, 10);
    // Closed for a month: nine Mondays and Thursdays passed, one is due.
    expect(dueOccurrence(mondayAndThursday, set, set, at(2026, 12, 2, 12))).toEqual(at(2026, 11, 30, 9));
    // Already shown: nothing more until the next time comes.
    expect(dueOccurrence(mondayAndThursday, set, at(2026, 12, 2, 12), at(2026, 12, 3, 8))).toBeNull();
    expect(dueOccurrence(mondayAndThursday, set, at(2026, 12, 2, 12), at(2026, 12, 3, 9))).toEqual(at(2026, 12, 3, 9));
  });

  it('a time before the rhythm was set is not due', () => {
    const set = at(2026, 12, 3, 9, 30); // Thursday, just after 09:00
    expect(dueOccurrence(mondayAndThursday, set, set, at(2026, 12, 3, 18))).toBeNull();
  });
});
