import type { z } from 'zod';
import type { Channel } from '../../../contract/contract';
import { fail, ok, type Result } from '../../../contract/result';
import { noticeReaders } from '../../../contract/schemas/shapes';
import { errorFromStatus, errorFromStoreBody, MESSAGES } from './errors';

function parseJson(text: string): { ok: true; body: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, body: {} }; // e.g. 204 on a delete
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** "order_item.0.unit_price: expected number, received string" for the first issue zod found. */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unknown issue';
  const path = issue.path.map(String).join('.') || '(the whole answer)';
  return `${path}: ${issue.message}`;
}

const malformed = (channel: Channel, detail: string): Result<never> => {
  // Logged with the call's name and the first failing path so support can tell which answer
  // and which field was wrong; the screen gets one plain sentence.
  console.error(`[${channel}] the store's answer did not match the expected shape at ${detail}`);
  return fail({ kind: 'malformed', message: MESSAGES.malformed });
};

/**
 * Turns one HTTP answer into a Result. Order matters: transport-level statuses first, then a
 * body carrying `errors` (a failure whatever its status), then other failed statuses,
 * and only then the channel's schema. A schema that reads the store's notice itself (a cart
 * with an Error_Message beside it) sees a 2xx body with `errors` first; if the body is
 * not what it reads, the errors are the answer.
 */
export function interpretResponse<S extends z.ZodType>(
  channel: Channel,
  status: number,
  text: string,
  schema: S,
): Result<z.output<S>> {
  const json = parseJson(text);
  if (status >= 500 || status === 401 || status === 419) {
    return fail(errorFromStatus(status, json.ok ? json.body : null));
  }
  if (!json.ok) {
    if (status >= 200 && status < 300) return malformed(channel, `(the whole answer): not JSON (status ${status})`);
    return fail(errorFromStatus(status, null));
  }
  const success = status >= 200 && status < 300;
  const storeError = errorFromStoreBody(json.body, status);
  if (storeError) {
    if (success && noticeReaders.has(schema)) {
      const withNotice = schema.safeParse(json.body);
      if (withNotice.success) return ok(withNotice.data);
    }
    return fail(storeError);
  }
  if (!success) return fail(errorFromStatus(status, json.body));
  const parsed = schema.safeParse(json.body);
  if (!parsed.success) return malformed(channel, firstIssue(parsed.error));
  return ok(parsed.data);
}
