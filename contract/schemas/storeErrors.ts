import { z } from 'zod';

import { isRecord } from '../isRecord';

export { isRecord };

/**
 * A body carrying `errors`, with HTTP 200 or 4xx alike. Stores write `errors` as a map
 * (`{ Error_Message: "..." }`, `{ email: ["..."] }`), a list of texts, or one text; an empty map
 * or list means no errors. Only the shape is checked here; `messagesOf` reads the words.
 */
export const storeErrorsSchema = z.object({
  message: z.string().optional().catch(undefined),
  errors: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown()), z.string()]),
});

/** Every text in one `errors` entry: a string, a list of strings (Error_Message as an array), or a nested map. */
export function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value.trim()];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (isRecord(value)) return Object.values(value).flatMap(messagesOf);
  return [];
}

/** The store's words in a body's `errors`, joined for one message; null when it says nothing. */
export function noticeOf(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const words = messagesOf(body.errors);
  return words.length > 0 ? words.join(' ') : null;
}
