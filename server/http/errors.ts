import { NO_RECORD, type FieldErrors, type Refusal } from '../wire/errors';

export type { FieldErrors };

/** A failure a route throws; the app's error handler sends `body` with `status`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Refusal,
  ) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }
}

/** 404 with the store API's `errors.No_Result_Found`. */
export function notFound(): HttpError {
  return new HttpError(404, { errors: { No_Result_Found: NO_RECORD } });
}

/** A store-level refusal shown by the client as an error toast (`errors.Error_Message`). */
export function storeError(message: string, status = 400): HttpError {
  return new HttpError(status, { errors: { Error_Message: message } });
}

/** Laravel's 422: `message` is the first error, plus "(and N more errors)" like Laravel 10+. */
export function validationError(fields: FieldErrors): HttpError {
  return new HttpError(422, { message: summarise(fields), errors: fields });
}

/** Laravel's throttled attempt: 429 with the `auth.throttle` line on the field that was being guessed. */
export function tooManyAttempts(field: string, seconds: number): HttpError {
  const message = `Too many login attempts. Please try again in ${seconds} seconds.`;
  return new HttpError(429, { message, errors: { [field]: [message] } });
}

export function unauthenticated(): HttpError {
  return new HttpError(401, { message: 'Unauthenticated.' });
}

export function csrfMismatch(): HttpError {
  return new HttpError(419, { message: 'CSRF token mismatch.' });
}

function summarise(fields: FieldErrors): string {
  const messages = Object.values(fields).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}
