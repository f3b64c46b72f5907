import { z } from 'zod';
import { decodeEntities } from './entities';

/**
 * One reader per concept the spec leaves loose (architecture: "Reading what any store sends").
 * Each accepts every reading a store may choose and hands the screens one shape, so a new
 * store's quirk is fixed here once rather than in every schema.
 */

const numericString = (v: unknown): unknown =>
  typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v.trim())) ? Number(v.trim()) : v;

/** Money: 12.5 or "12.50". */
export const money = z.preprocess(numericString, z.number().finite());

/** Whole numbers (quantities, counts): 3 or "3". */
export const count = z.preprocess(numericString, z.number().int());

/** Record ids: 42 or "42". */
export const id = count;

/** Text the store may send as a number (zip 50450, phone 60123456789, sku 1001). */
export const text = z.preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), z.string());

/** true/false, 1/0, "1"/"0", "true"/"false"; absent or null reads as false. */
export const flag = z.preprocess((v) => {
  const value = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false' || value === null || value === undefined) return false;
  return v;
}, z.boolean());

/** An order number for display: 1042, "1042" and "#1042" all read "#1042"; other names stay as sent. */
export const orderNumber = z.preprocess((v) => {
  if (typeof v === 'number' && Number.isInteger(v)) return `#${v}`;
  if (typeof v === 'string' && /^\d+$/.test(v.trim())) return `#${v.trim()}`;
  return typeof v === 'string' ? v.trim() : v;
}, z.string().min(1));

const ZONELESS = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?))?$/;
const SPACED = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/;
const COMPACT_OFFSET = /([+-]\d{2})(\d{2})$/;

/**
 * A date as one ISO string in UTC ("2025-03-05T07:07:00.000Z"), whatever the store wrote: ISO
 * with an offset, with Z, "YYYY-MM-DD HH:mm:ss" or a bare date (both without a zone: read as
 * UTC), or Unix seconds. A string no reading understands is kept as sent, so the screen shows
 * the store's own text rather than losing the whole answer over one date.
 */
function isoDate(value: string | number): string {
  if (typeof value === 'number') {
    const time = new Date(value < 1e11 ? value * 1000 : value).getTime();
    return Number.isNaN(time) ? String(value) : new Date(time).toISOString();
  }
  const raw = value.trim();
  const zoneless = ZONELESS.exec(raw);
  const candidate = zoneless
    ? `${zoneless[1]}T${zoneless[2] ?? '00:00:00'}Z`
    : raw.replace(SPACED, '$1T$2').replace(COMPACT_OFFSET, '$1:$2');
  const time = Date.parse(candidate);
  return Number.isNaN(time) ? raw : new Date(time).toISOString();
}

export const date = z.union([z.string().min(1), z.number().finite()]).transform(isoDate);

/** Names the store may send HTML-escaped (province and country names). */
export const htmlText = text.transform(decodeEntities);
