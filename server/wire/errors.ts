import { z } from 'zod';
import { ALT_SCALARS, DEFAULT_SCALARS, altMeta, type Scalars } from './scalars';

/**
 * Refusals. The default store sends them with their 4xx status; the alt store sends the ones that
 * carry `errors` with HTTP 200 (the body says it failed) and `Error_Message` as a list. 401 and 419 carry no
 * `errors` and keep their status in both, as do 400, 413 and 500.
 */

export const NO_RECORD = 'No record found.';

/** `errors.No_Result_Found`: the record or the list is not there (404). */
export const noResultFoundErrors = z.strictObject({ No_Result_Found: z.literal(NO_RECORD) });

/** `errors.Error_Message`: the store's refusal, shown as an error toast. */
export const errorMessageErrors = <S extends Scalars>(s: S) => z.strictObject({ Error_Message: s.errorMessage });

/** Laravel's field map: one message per field (422 validation, 429 throttled guesses). */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.output<typeof fieldErrors>;

/** Every refusal body a route throws, in the default wording (what `HttpError` carries). */
export const refusal = z.union([
  z.strictObject({ errors: noResultFoundErrors }),
  z.strictObject({ errors: errorMessageErrors(DEFAULT_SCALARS) }),
  z.strictObject({ message: z.string(), errors: fieldErrors }),
  // 401 Unauthenticated., 419 CSRF token mismatch., 400/413 unreadable bodies, 500 Server Error.
  z.strictObject({ message: z.string() }),
]);
export type Refusal = z.output<typeof refusal>;

export const altRefusal = z.union([
  z.strictObject({ errors: noResultFoundErrors, _meta: altMeta }),
  z.strictObject({ errors: errorMessageErrors(ALT_SCALARS), _meta: altMeta }),
  z.strictObject({ message: z.string(), errors: fieldErrors, _meta: altMeta }),
  z.strictObject({ message: z.string(), _meta: altMeta }),
]);

/** An unknown route: 404 in both dialects, never reworded (it is not a business refusal). */
export const unknownRoute = z.strictObject({ message: z.string(), errors: noResultFoundErrors });
export type UnknownRoute = z.output<typeof unknownRoute>;
