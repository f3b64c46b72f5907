import { z } from 'zod';
import { storeErrorsSchema } from '../../../contract/schemas/common';
import type { TestResponse } from './client';

/** Laravel's 422 body: `{ message, errors: { field: [messages] } }`. */
export const validationBodySchema = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) });

/** The field map of a 422, asserting its shape (and that the client's error schema reads it). */
export function fieldErrors(response: TestResponse): Record<string, string[]> {
  if (response.status !== 422) throw new Error(`expected 422, got ${response.status}: ${JSON.stringify(response.body)}`);
  storeErrorsSchema.parse(response.body);
  return validationBodySchema.parse(response.body).errors;
}

/** `errors.Error_Message` / `errors.No_Result_Found` of a store error. */
export function storeErrorOf(response: TestResponse): { Error_Message?: string; No_Result_Found?: string } {
  const body = z
    .object({ errors: z.object({ Error_Message: z.string().optional(), No_Result_Found: z.string().optional() }) })
    .parse(response.body);
  storeErrorsSchema.parse(response.body);
  return body.errors;
}
