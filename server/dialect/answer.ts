import { isRecord } from '../http/body';

export { isRecord };

/**
 * A JSON answer on its way out, as the alt dialect's rewrites see it. Routes always build the default shape;
 * each rewrite takes one answer and gives back the other reading of one latitude. `body` undefined means
 * no body at all (a 204).
 */
export interface Answer {
  status: number;
  body: unknown;
}

export type Rewrite = (answer: Answer) => Answer;

/** A rewrite of the body alone (most latitudes leave the status as it is). */
export function onBody(change: (body: unknown) => unknown): Rewrite {
  return (answer) => ({ ...answer, body: change(answer.body) });
}

/**
 * Rebuilds a JSON value bottom-up, letting `change` replace the value of any field by its key. Field names
 * decide (a `price` is money wherever it sits), so one walk serves every route that carries such fields.
 */
export function mapFields(value: unknown, change: (key: string, value: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapFields(item, change));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) out[key] = change(key, mapFields(field, change));
  return out;
}

/** A field-by-field rewrite for the keys in `keys` only. */
export function fieldRewrite(keys: ReadonlySet<string>, change: (value: unknown) => unknown): Rewrite {
  return onBody((body) => mapFields(body, (key, value) => (keys.has(key) ? change(value) : value)));
}

/** The top-level object (or each top-level item) without the named fields; with `under`, the objects under that key. */
export function omitFields(names: readonly string[], under?: string): Rewrite {
  const drop = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(drop);
    if (!isRecord(value)) return value;
    return Object.fromEntries(Object.entries(value).filter(([key]) => !names.includes(key)));
  };
  if (under === undefined) return onBody(drop);
  return onBody((body) => mapFields(body, (key, value) => (key === under ? drop(value) : value)));
}
