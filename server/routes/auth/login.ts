import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { hashPasswordSync, verifyPassword } from '../../auth/passwords';
import { createThrottle } from '../../auth/throttle';
import { findCustomerByEmail, toCustomerRow } from '../../customers/repo';
import { inputOf } from '../../http/body';
import { tooManyAttempts } from '../../http/errors';
import { endSession, startCustomerSession } from '../../http/session';
import { failField, validate } from '../../http/validation';
import type { DoneAnswer, LoginAnswer } from '../../wire/auth';
import { safeRedirect } from './redirect';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';
export const NOT_ACTIVATED = 'Your account has not been activated yet. Please use the activation link we emailed you.';

export function registerLoginRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const throttle = createThrottle(ctx.now);
  // Compared against when the email is unknown, so a miss costs as long as a wrong password.
  const decoyHash = hashPasswordSync('decoy-password-for-timing');

  app.post('/_api/auth/login', async (request, reply): Promise<LoginAnswer> => {
    const body = inputOf(request);
    const input = validate(body, {
      email: ['required', 'email', 'max:254'],
      password: ['required', 'max:255'],
      is_remember: ['nullable', 'boolean'],
    });
    const email = input.email.toLowerCase();
    const key = `${email}|${request.ip}`;

    // The slot is taken before the password is checked, so parallel guesses cannot all slip through.
    const wait = throttle.reserve(key);
    if (wait > 0) throw tooManyAttempts('email', wait);
    const customer = findCustomerByEmail(ctx, email);
    const matches = await verifyPassword(input.password, customer?.password_hash ?? decoyHash);
    if (!customer || !matches) failField('email', BAD_CREDENTIALS);
    throttle.clear(key);
    // Only someone who knows the password learns the account is inactive.
    if (customer.is_active !== 1) failField('email', NOT_ACTIVATED);

    startCustomerSession(ctx, request, reply, toCustomerRow(customer), input.is_remember ?? false);
    return { redirect_url: safeRedirect(body.redirect_url) };
  });

  app.post('/_api/auth/logout', async (request, reply): Promise<DoneAnswer> => {
    endSession(ctx, request, reply);
    return { success: true };
  });
}
