import { storeErrorsSchema } from '../../../preload/schemas/common';
import type { AppError } from '../../../preload/result';

/** Plain words a buyer understands, one per failure kind. */
export const MESSAGES = {
  network: 'Cannot reach the store. Check your connection; the app will retry.',
  timeout: 'The store is taking too long to answer. Please try again.',
  unauthenticated: 'Your session has ended. Please log in again.',
  csrf: 'Your session security check expired. Please log in again.',
  not_found: 'No record found.',
  server: 'The store had a problem handling this request. Please try again later.',
  busy: 'The store is busy right now. Please try again in a moment.',
  malformed: 'The store sent an answer the app does not understand. Please try again later.',
  not_configured: 'No store is set up yet. Enter your store address first.',
  cancelled: 'Cancelled.',
  store: 'The store could not complete this request.',
  unexpected: 'Something went wrong in the app. Please try again.',
} as const;

const asMessages = (value: string | string[]): string[] => (Array.isArray(value) ? value : [value]);

/**
 * Reads a body carrying `errors` (spec 8). Returns null when the body has no usable `errors`.
 * Known keys win over a field map; the field map's messages are joined as the message.
 */
export function errorFromStoreBody(body: unknown, status: number): AppError | null {
  const parsed = storeErrorsSchema.safeParse(body);
  if (!parsed.success) return null;
  const errors = parsed.data.errors as Record<string, unknown>;
  if (Object.keys(errors).length === 0) return null;
  const text = (key: string) => (typeof errors[key] === 'string' ? (errors[key] as string) : null);
  const notFound = text('No_Result_Found');
  if (notFound !== null) return { kind: 'not_found', message: notFound || MESSAGES.not_found, status };
  const storeMessage = text('Error_Message');
  if (storeMessage !== null) return { kind: 'store', message: storeMessage || MESSAGES.store, status };
  const redirect = text('redirect_url');
  if (redirect !== null) {
    return { kind: 'store', message: parsed.data.message ?? MESSAGES.store, status, redirect_url: redirect };
  }
  const fields: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (typeof value === 'string' || Array.isArray(value)) fields[key] = asMessages(value as string | string[]);
  }
  const joined = Object.values(fields).flat().join(' ');
  return { kind: 'validation', message: joined || parsed.data.message || MESSAGES.store, fields, status };
}

/** A failed status whose body said nothing we could use. */
export function errorFromStatus(status: number, body: unknown): AppError {
  const message =
    typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : null;
  if (status === 401) return { kind: 'unauthenticated', message: MESSAGES.unauthenticated, status };
  if (status === 419) return { kind: 'csrf', message: MESSAGES.csrf, status };
  if (status === 404) return { kind: 'not_found', message: MESSAGES.not_found, status };
  if (status === 429) return { kind: 'server', message: MESSAGES.busy, status };
  if (status >= 500) return { kind: 'server', message: MESSAGES.server, status };
  if (status === 422) return { kind: 'validation', message: message ?? MESSAGES.store, status };
  return { kind: 'store', message: message ?? MESSAGES.store, status };
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'EPIPE', 'ECONNABORTED',
]);

export type ThrownKind = 'network' | 'timeout' | 'cancelled' | 'other';

/** Classifies what got (or the file system) threw, by name and code rather than by message. */
export function classifyThrown(error: unknown): ThrownKind {
  if (typeof error !== 'object' || error === null) return 'other';
  const { name, code } = error as { name?: unknown; code?: unknown };
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
  console.error('store call failed unexpectedly', error);
  return { kind: 'server', message: MESSAGES.unexpected };
}
