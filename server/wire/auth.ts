import { z } from 'zod';
import { ALT_SCALARS, altObject, bareTrueText, done, doneWithMessage, type Wire } from './scalars';

/**
 * POST /_api/auth/*: login, sign-up, logout, forgotten password, reset, activation. Requests are checked with
 * Laravel-style rules in the routes (`validate`); these are the answers.
 */

/** Login: where to go next, a path on this site. */
export const loginAnswer = {
  default: z.strictObject({ redirect_url: z.string() }),
  alt: altObject({ redirect_url: z.string() }),
};
export type LoginAnswer = Wire<typeof loginAnswer>;

/** Sign-up: the login page, and the store's words about the activation mail. */
export const signupAnswer = {
  default: z.strictObject({ redirect_url: z.string(), message: z.string() }),
  alt: altObject({ redirect_url: z.string(), message: z.string() }),
};
export type SignupAnswer = Wire<typeof signupAnswer>;

/** Logout and activation verify say only "done"; the alt store says it as the text "true". */
export const doneAnswer = { default: done, alt: bareTrueText };
export type DoneAnswer = Wire<typeof doneAnswer>;

/** Forgotten password, reset and activation: "done" with the store's words; the alt store says only "true". */
export const doneWithMessageAnswer = { default: doneWithMessage, alt: bareTrueText };
export type DoneWithMessageAnswer = Wire<typeof doneWithMessageAnswer>;

/** Reset verify: the address the token was issued to, which the reset must send back. */
export const resetVerifiedAnswer = {
  default: z.strictObject({ success: z.literal(true), recover_email: z.string() }),
  alt: altObject({ success: ALT_SCALARS.success, recover_email: z.string() }),
};
export type ResetVerifiedAnswer = Wire<typeof resetVerifiedAnswer>;
