import { z } from 'zod';
import { fail, ok, type Result } from '../../../contract/result';
import { successSchema } from '../../../contract/schemas/common';
import { removalBody } from '../../../contract/schemas/shapes';
import { MESSAGES } from '../http/errors';

export const DONE = { success: true } as const;
export type Done = typeof DONE;

/** Answers whose body the app does not read ("body not read", "optional error"). */
export const anyBody = z.unknown();
export { removalBody, successSchema };

export function mapData<T, U>(result: Result<T>, pick: (data: T) => U): Result<U> {
  return result.ok ? ok(pick(result.data)) : result;
}

/** An answer with a falsy `success` and no `errors`: still a failure. */
export const notDone = (): Result<never> => fail({ kind: 'store', message: MESSAGES.store });

/** `{ success: 1 | true | "true" }` is done; a falsy success without `errors` is still a failure. */
export function expectSuccess(result: Result<{ success: boolean }>): Result<Done> {
  if (!result.ok) return result;
  return result.data.success ? ok(DONE) : notDone();
}

/** Path segments from input are encoded so a value can never change which call is made. */
export const segment = (value: string | number) => encodeURIComponent(String(value));
