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

/** The ways a request may say yes or no: true/false, 1/0, "1"/"0", "true"/"false"; null for anything else. */
export function flagValue(v: unknown): boolean | null {
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 0 || v === '0' || v === 'false') return false;
  return null;
}

/** A yes/no in a JSON body, in any case and with spaces around; absent or null is no. */
export const requestFlag = z.preprocess((v) => {
  if (v === null || v === undefined) return false;
  return flagValue(typeof v === 'string' ? v.trim().toLowerCase() : v) ?? v;
}, z.boolean());
