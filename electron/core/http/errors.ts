import { isRecord, messagesOf, storeErrorsSchema } from '../../../contract/schemas/storeErrors';
import type { AppError } from '../../../contract/result';
import { ANSWER_TOO_LARGE } from './answer-size';
import { REDIRECT_REFUSED } from './redirects';
import { coreText } from '../language/core-text';

/** Plain words a buyer understands, one per failure kind, in the language in force when read. */
export const MESSAGES = {
  get network() {
    return coreText('network');
  },
  get timeout() {
    return coreText('timeout');
  },
  get unauthenticated() {
    return coreText('unauthenticated');
  },
  get csrf() {
    return coreText('csrf');
  },
  get not_found() {
    return coreText('not_found');
  },
  get server() {
    return coreText('server');
  },
  get busy() {
    return coreText('busy');
  },
  get malformed() {
    return coreText('malformed');
  },
  get not_configured() {
    return coreText('not_configured');
  },
  get cancelled() {
    return coreText('cancelled');
  },
  get store() {
    return coreText('store');
  },
  get too_large() {
    return coreText('too_large');
  },
  get unexpected() {
    return coreText('unexpected');
  },
} as const;

/**
 * Reads a body carrying `errors`, with HTTP 200 or 4xx alike. Returns null when the
 * body has no usable `errors`. Known keys win over a field map; each may be one text or a list
 * of texts (joined for the message); a field map's messages are joined as the message.
 */
export function errorFromStoreBody(body: unknown, status: number): AppError | null {
  const parsed = storeErrorsSchema.safeParse(body);
  if (!parsed.success) return null;
  const { errors, message } = parsed.data;
  if (typeof errors === 'string' || Array.isArray(errors)) {
    const words = messagesOf(errors);
    return words.length > 0 ? { kind: 'store', message: words.join(' '), status } : null;
  }
  if (Object.keys(errors).length === 0) return null;
  const joined = (key: string) => messagesOf(errors[key]).join(' ');
  if ('No_Result_Found' in errors) return { kind: 'not_found', message: joined('No_Result_Found') || MESSAGES.not_found, status };
  if ('Error_Message' in errors) return { kind: 'store', message: joined('Error_Message') || message || MESSAGES.store, status };
  if (typeof errors.redirect_url === 'string') {
    return { kind: 'store', message: message ?? MESSAGES.store, status, redirect_url: errors.redirect_url };
  }
  const fields: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(errors)) {
    const words = messagesOf(value);
    if (words.length > 0) fields[key] = words;
  }
  // A map with no text in it still says the store refused.
  if (Object.keys(fields).length === 0) return { kind: 'store', message: message ?? MESSAGES.store, status };
  const all = Object.values(fields).flat().join(' ');
  return { kind: 'validation', message: all || message || MESSAGES.store, fields, status };
}

/** The store's `message` beside a failed status, if it sent one as text. */
const messageOf = (body: unknown): string | null =>
  isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;

/** A failed status whose body said nothing we could use. */
export function errorFromStatus(status: number, body: unknown): AppError {
  const message = messageOf(body);
  if (status === 401) return { kind: 'unauthenticated', message: MESSAGES.unauthenticated, status };
  if (status === 419) return { kind: 'csrf', message: MESSAGES.csrf, status };
  if (status === 404) return { kind: 'not_found', message: MESSAGES.not_found, status };
  if (status === 429) return { kind: 'server', message: MESSAGES.busy, status };
  if (status >= 500) return { kind: 'server', message: MESSAGES.server, status };
  if (status === 422) return { kind: 'validation', message: message ?? MESSAGES.store, status };
  return { kind: 'store', message: message ?? MESSAGES.store, status };
}

/**
 * A store that cannot be reached. Node 24 reports a connection refused on every address of a
 * host (IPv6 and IPv4 tried in turn) as ERR_SOCKET_CLOSED_BEFORE_CONNECTION, not ECONNREFUSED.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'EPIPE', 'ECONNABORTED',
  'ERR_SOCKET_CLOSED_BEFORE_CONNECTION',
]);

export type ThrownKind = 'network' | 'timeout' | 'cancelled' | 'redirect' | 'too_large' | 'other';

/** Classifies what got (or the file system) threw, by name and code rather than by message. */
export function classifyThrown(error: unknown): ThrownKind {
  if (typeof error !== 'object' || error === null) return 'other';
  const { name, code } = error as { name?: unknown; code?: unknown };
  // Our own refusals first: got wraps them in a RequestError that keeps their code.
  if (code === REDIRECT_REFUSED) return 'redirect';
  if (code === ANSWER_TOO_LARGE) return 'too_large';
  if (name === 'TimeoutError' || code === 'ETIMEDOUT') return 'timeout';
  if (name === 'AbortError' || name === 'CancelError' || code === 'ERR_CANCELED' || code === 'ABORT_ERR') return 'cancelled';
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return 'network';
  if (name === 'RequestError' && typeof code === 'string' && code.startsWith('E')) return 'network';
  return 'other';
}

export function errorFromThrown(error: unknown): AppError {
  const kind = classifyThrown(error);
  if (kind === 'network') return { kind: 'network', message: MESSAGES.network };
  if (kind === 'timeout') return { kind: 'timeout', message: MESSAGES.timeout };
  if (kind === 'cancelled') return { kind: 'cancelled', message: MESSAGES.cancelled };
  // The refusal's message names where the store tried to send the request.
  if (kind === 'redirect') return { kind: 'redirect', message: (error as Error).message };
  if (kind === 'too_large') return { kind: 'malformed', message: MESSAGES.too_large };
  console.error('store call failed unexpectedly', error);
  return { kind: 'server', message: MESSAGES.unexpected };
}
