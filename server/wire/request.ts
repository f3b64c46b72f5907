import { z } from 'zod';

/**
 * How requests carry values. Query strings and path segments carry text: '' counts as absent, and numbers arrive
 * as digits. JSON bodies may word a yes/no in several ways.
 */

export const optionalText = (max: number) => z.preprocess((v) => (v === '' ? undefined : v), z.string().max(max).optional());

/** An integer from a query string or path; absent or '' gives `fallback` (or the required-field error). */
export const queryInt = (min: number, max: number, fallback?: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? fallback : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v),
    z.number().int().min(min).max(max),
  );

/** Cart and order tokens as the client sends them back. */
export const token = z.string().trim().min(1).max(128);

/** A yes/no in a body: true/false, 1/0, "1"/"0", "true"/"false" (any case, spaces around); absent or null is no. */
export const requestFlag = z.preprocess((v) => {
  const value = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false' || value === null || value === undefined) return false;
  return v;
}, z.boolean());
