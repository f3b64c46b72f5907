import { fieldRewrite, type Rewrite } from './answer';

/**
 * The default dialect sends ISO 8601 in UTC with a `Z` ("2024-05-01T10:00:00.000Z"). A Laravel store sends
 * whatever its casts and timezone say: MySQL's "2024-05-01 10:00:00" with no zone at all (it is UTC wall
 * time) in lists, and a serialised Carbon date in the shop's zone with its offset on the order page.
 * A client must read all three.
 */
const DATES = new Set(['processed_at', 'created_at', 'cancelled_at', 'updated_at']);

/** The shop's zone for the order page: Kuala Lumpur, no daylight saving, so a fixed offset is exact. */
const SHOP_OFFSET_MINUTES = 8 * 60;

function parse(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "YYYY-MM-DD HH:MM:SS" of the date's UTC fields after shifting by `offsetMinutes`. */
function wall(date: Date, offsetMinutes: number): string {
  const shifted = new Date(date.getTime() + offsetMinutes * 60_000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** "2024-05-01 10:00:00": UTC wall time, no zone (order list, account). */
export const datesWithoutZone: Rewrite = fieldRewrite(DATES, (value) => {
  const date = parse(value);
  return date ? wall(date, 0) : value;
});

/** "2024-05-01T18:00:00+08:00": the same instant in the shop's zone (order page). */
export const datesWithOffset: Rewrite = fieldRewrite(DATES, (value) => {
  const date = parse(value);
  return date ? `${wall(date, SHOP_OFFSET_MINUTES).replace(' ', 'T')}${offsetText(SHOP_OFFSET_MINUTES)}` : value;
});
