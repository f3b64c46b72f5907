import { z } from 'zod';
import { flag, text } from './common';
import { isRecord } from './storeErrors';

const email = z.string().trim().toLowerCase().max(254);
const password = z.string().max(255);
const token = z.string().min(1).max(512);

export const loginInputSchema = z.strictObject({
  email,
  password,
  is_remember: z.boolean(),
  redirect_url: z.string().max(2083).optional(),
});
// A sanity cap only: the form holds names to the store's 45 characters (counted as characters,
// which zod's UTF-16 length would not match), and the store has the last word.
export const signupInputSchema = z.strictObject({
  first_name: z.string().max(255),
  last_name: z.string().max(255),
  email,
  password,
});
export const forgotInputSchema = z.strictObject({ email });
export const resetInputSchema = z.strictObject({
  password,
  password_confirmation: password,
  recover_email: email,
  token,
});
export const tokenInputSchema = z.strictObject({ token });

/**
 * Login and sign-up answers as the app reads them: where to go next. A store may also
 * say `success`, or answer a bare true; a falsy success is a refusal even without `errors`.
 */
export const redirectAnswerSchema = z.preprocess(
  (body) => (isRecord(body) ? body : { success: body }),
  z.object({
    success: z.preprocess((v) => v ?? true, flag),
    redirect_url: text.nullable().default(null),
    message: z.string().optional().catch(undefined),
  }),
);
export type RedirectAnswer = z.infer<typeof redirectAnswerSchema>;
export const resetVerifiedSchema = z.object({ success: z.preprocess((v) => v ?? true, flag), recover_email: text });
