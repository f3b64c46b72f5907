import type { Rhythm } from '../../../contract/schemas/standing';

/**
 * When a standing order comes up, on this computer's clock (local days and times: a buyer who
 * orders "Mondays at 09:00" means their Monday morning). Pure: every instant is given.
 */

const DAY_MS = 86_400_000;
/** A monthly rhythm comes up within a month; every 12 weeks within 84 days: a scan this long always finds one. */
const SCAN_DAYS = 400;

const timeOf = (rhythm: Rhythm) => {
  const [hours, minutes] = rhythm.time.split(':').map(Number) as [number, number];
  return { hours, minutes };
};

/** The local day `offset` days from `day`'s, at the rhythm's time. */
function dayAt(day: Date, offset: number, rhythm: Rhythm): Date {
  const { hours, minutes } = timeOf(rhythm);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + offset, hours, minutes, 0, 0);
}

/** Whole local days from `a`'s day to `b`'s (a daylight-saving hour does not make a day). */
const daysBetween = (a: Date, b: Date) =>
  Math.round((Date.UTC(b.getFullYear(), b.getMonth(), b.getDate()) - Date.UTC(a.getFullYear(), a.getMonth(), a.getDate())) / DAY_MS);

/** Whether the rhythm comes up on the local day of `day`, counting weeks from `startsAt`'s week (weeks start on Sunday). */
function onDay(rhythm: Rhythm, startsAt: Date, day: Date): boolean {
  if (rhythm.kind === 'monthly') {
    const last = new Date(day.getFullYear(), day.getMonth() + 1, 0).getDate();
    return day.getDate() === Math.min(rhythm.day, last);
  }
  if (!rhythm.days.includes(day.getDay())) return false;
  const weeks = Math.floor((daysBetween(startsAt, day) + startsAt.getDay()) / 7);
  return weeks >= 0 && weeks % rhythm.every_weeks === 0;
}

/** The first time the rhythm comes up strictly after `after`, or null (none within a long scan). */
export function nextDue(rhythm: Rhythm, startsAt: Date, after: Date): Date | null {
  for (let offset = 0; offset <= SCAN_DAYS; offset += 1) {
    const at = dayAt(after, offset, rhythm);
    if (at.getTime() > after.getTime() && onDay(rhythm, startsAt, at)) return at;
  }
  return null;
}

/** The last time the rhythm came up at or before `upTo`, or null. */
export function lastDue(rhythm: Rhythm, startsAt: Date, upTo: Date): Date | null {
  for (let offset = 0; offset >= -SCAN_DAYS; offset -= 1) {
    const at = dayAt(upTo, offset, rhythm);
    if (at.getTime() <= upTo.getTime() && onDay(rhythm, startsAt, at)) return at;
  }
  return null;
}

/**
 * The one occurrence that is due at `now` for a rhythm whose times up to `coveredUntil` were shown
 * already: the latest time in (coveredUntil, now], or null. However many times passed while the app
 * was closed, the buyer gets one due order, dated the latest of them.
 */
export function dueOccurrence(rhythm: Rhythm, startsAt: Date, coveredUntil: Date, now: Date): Date | null {
  const last = lastDue(rhythm, startsAt, now);
  return last && last.getTime() > coveredUntil.getTime() ? last : null;
}
