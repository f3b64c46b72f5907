import { z } from 'zod';
import { flag } from './common';

const email = z.string().trim().toLowerCase().max(254);
const password = z.string().max(255);
const token = z.string().min(1).max(512);

export const loginInputSchema = z.strictObject({
  email,
  password,
  is_remember: z.boolean(),
  redirect_url: z.string().max(2083).optional(),
});
export const signupInputSchema = z.strictObject({
  first_name: z.string().max(45),
  last_name: z.string().max(45),
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

export const redirectSchema = z.object({ redirect_url: z.string(), message: z.string().optional() });
export const resetVerifiedSchema = z.object({ success: flag, recover_email: z.string() });
