import { z } from 'zod';
import { flag } from './readers';
import { isRecord, noticeOf } from './storeErrors';

/**
 * Readers for the shape of a whole answer, as loose as the spec leaves it: wrapped or bare,
 * a list under its name or on its own, success as a bare value or a field.
 */

/** The inner object of `{ [key]: {...} }`, or the body itself when it came bare. */
const unwrap = (body: unknown, key: string): unknown => (isRecord(body) && isRecord(body[key]) ? body[key] : body);

/** `{ cart: {...} }` or the bare `{...}`: always read as `{ cart: {...} }`. */
export function envelope<K extends string, S extends z.ZodType>(key: K, schema: S) {
  const shape = { [key]: schema } as { [P in K]: S };
  return z.preprocess((body) => ({ [key]: unwrap(body, key) }), z.object(shape));
}

/** A PHP array with gaps arrives as an object with numeric keys; it is still a list. */
function asArray(value: unknown): unknown {
  if (value === null || value === undefined) return [];
  if (isRecord(value) && Object.keys(value).every((k) => /^\d+$/.test(k))) {
    return Object.keys(value)
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => value[k]);
  }
  return value;
}

/** A list field: null or absent is empty, a numeric-keyed object is a list. */
export const arrayOf = <S extends z.ZodType>(item: S) => z.preprocess(asArray, z.array(item));

/** `{ countries: [...] }` or the bare `[...]`: always read as `{ countries: [...] }`. */
export function list<K extends string, S extends z.ZodType>(key: K, item: S) {
  const shape = { [key]: z.array(item) } as { [P in K]: z.ZodArray<S> };
  return z.preprocess((body) => ({ [key]: asArray(isRecord(body) && key in body ? body[key] : body) }), z.object(shape));
}

/**
 * A list the screen can do without entry by entry (cart warnings): an entry this app cannot
 * read is dropped, never the answer it came in.
 */
export function lenientList<S extends z.ZodType>(item: S) {
  return z.preprocess((value) => {
    const entries = asArray(value);
    return Array.isArray(entries) ? entries.filter((entry) => item.safeParse(entry).success) : [];
  }, z.array(item));
}

/** `true`, `1`, `"true"` or `{ success: 1 | true | "true" }`; a falsy success reads as not done. */
export const successBody = z.preprocess((body) => (isRecord(body) ? body : { success: body }), z.object({ success: flag }));

/** Deletes: also a 204 or an empty body (read as `{}`) or one without `success` at all. */
export const removalBody = z.preprocess(
  (body) => (body === null || body === undefined || (isRecord(body) && !('success' in body)) ? { success: true } : body),
  successBody,
);

/**
 * Schemas that read the store's `errors` themselves: a cart may come with an Error_Message
 * beside it, which is a notice to show, not a failure. The core lets these see a body
 * with `errors` first; if it is not what they read, the errors are the answer.
 */
export const noticeReaders = z.registry<{ notice: true }>();

/** `{ cart: {...}, errors: { Error_Message } }` or bare: the inner object plus `notice` (the store's words or null). */
export function withNotice<K extends string, Shape extends z.ZodRawShape>(key: K, schema: z.ZodObject<Shape>) {
  const reader = z.preprocess(
    (body) => {
      const inner = unwrap(body, key);
      return isRecord(inner) ? { ...inner, notice: noticeOf(body) } : inner;
    },
    schema.extend({ notice: z.string().nullable() }),
  );
  noticeReaders.add(reader, { notice: true });
  return reader;
}
