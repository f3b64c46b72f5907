import type { z } from 'zod';
import type { Channel } from '../../../preload/contract';
import { fail, ok, type Result } from '../../../preload/result';
import { errorFromStatus, errorFromStoreBody, MESSAGES } from './errors';

function parseJson(text: string): { ok: true; body: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, body: {} }; // e.g. 204 on a delete
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const malformed = (channel: Channel, detail: unknown): Result<never> => {
  // Logged with the call's name so a support person can tell which answer was wrong (R6).
  console.error(`[${channel}] the store's answer did not match the expected shape`, detail);
  return fail({ kind: 'malformed', message: MESSAGES.malformed });
};

/**
 * Turns one HTTP answer into a Result. Order matters: transport-level statuses first, then a
 * body carrying `errors` (a failure whatever its status, spec 8), then other failed statuses,
 * and only then the channel's schema.
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
    if (status >= 200 && status < 300) return malformed(channel, `not JSON (status ${status})`);
    return fail(errorFromStatus(status, null));
  }
  const storeError = errorFromStoreBody(json.body, status);
  if (storeError) return fail(storeError);
  if (status < 200 || status >= 300) return fail(errorFromStatus(status, json.body));
  const parsed = schema.safeParse(json.body);
  if (!parsed.success) return malformed(channel, parsed.error.issues);
  return ok(parsed.data);
}
