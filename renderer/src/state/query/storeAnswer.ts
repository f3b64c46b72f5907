import type { AppError, ErrorKind, Result } from '../../../../contract/result';

/**
 * A store call that failed, as the query cache carries it: the screen reads `kind` to choose what
 * to show (no record, sign in again, a retry) and `message` to say it; `error` is the whole
 * failure, with the fields a form marks.
 */
export class StoreError extends Error {
  readonly kind: ErrorKind;
  readonly error: AppError;

  constructor(error: AppError) {
    super(error.message);
    this.name = 'StoreError';
    this.kind = error.kind;
    this.error = error;
  }
}

/** The store's data, or its failure thrown as a StoreError: what every query and mutation of the page asks through. */
export async function answerOf<T>(call: Promise<Result<T>>): Promise<T> {
  const answer = await call;
  if (answer.ok) return answer.data;
  throw new StoreError(answer.error);
}

/** The failure as the screens show it, whatever was thrown (a StoreError, or a bug's own error). */
export function failureOf(error: unknown): AppError {
  if (error instanceof StoreError) return error.error;
  return { kind: 'malformed', message: error instanceof Error ? error.message : String(error) };
}

/** A mutation's outcome as the store's answer again, for a screen that tells each failure its own way. */
export async function resultOf<T>(call: Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    return { ok: false, error: failureOf(error) };
  }
}
