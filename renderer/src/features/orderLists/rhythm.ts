import type { Rhythm } from '../../../../contract/schemas/standing';
import { toBcp47 } from '../../lib/money';

/** The repeat form's fields: what a buyer chooses, whichever kind is shown. */
export interface RhythmForm {
  kind: 'none' | 'weekly' | 'monthly';
  days: number[];
  everyWeeks: number;
  monthDay: number;
  time: string;
}

export const formOf = (rhythm: Rhythm | null): RhythmForm => ({
  kind: rhythm?.kind ?? 'none',
  days: rhythm?.kind === 'weekly' ? rhythm.days : [1],
  everyWeeks: rhythm?.kind === 'weekly' ? rhythm.every_weeks : 1,
  monthDay: rhythm?.kind === 'monthly' ? rhythm.day : 1,
  time: rhythm?.time ?? '09:00',
});

/** The rhythm the form says, or null for "does not repeat"; a weekly one without a day is not one. */
export function rhythmOf(form: RhythmForm): Rhythm | null | 'no_day' {
  if (form.kind === 'none') return null;
  if (form.kind === 'monthly') return { kind: 'monthly', day: form.monthDay, time: form.time };
  if (form.days.length === 0) return 'no_day';
  return { kind: 'weekly', days: [...form.days].sort((a, b) => a - b), every_weeks: form.everyWeeks, time: form.time };
}

/** A Sunday: the weekday names are the language's own, from the calendar. */
const SUNDAY = new Date(2026, 10, 29);

/** Weekday `day` (0 Sunday) as the language shortens it. */
export function weekdayName(day: number, locale: string | undefined, width: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(toBcp47(locale), { weekday: width }).format(new Date(SUNDAY.getFullYear(), SUNDAY.getMonth(), SUNDAY.getDate() + day));
}

/** Monday first, as a working week reads. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
