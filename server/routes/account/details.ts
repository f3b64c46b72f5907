import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { createThrottle } from '../../auth/throttle';
import { findCustomerById, setPasswordHash } from '../../customers/repo';
import { requireCustomer } from '../../http/auth';
import { inputOf } from '../../http/body';
import { tooManyAttempts } from '../../http/errors';
import { endCustomerSessions, startCustomerSession } from '../../http/session';
import { failField, validate } from '../../http/validation';
import type { PasswordChangedAnswer } from '../../wire/account';

export const PASSWORD_INCORRECT = 'The password is incorrect.';

/**
 * Password change: password1 is the current password, password2 the new one, password3 its confirmation.
 * The email must be the account's own (the form shows it read-only).
 */
export function registerPasswordChangeRoute(app: FastifyInstance, ctx: ServerContext): void {
  // A stolen session must not become a way to guess the current password at scrypt speed.
  const throttle = createThrottle(ctx.now);

  app.post('/_api/account/details', async (request, reply): Promise<PasswordChangedAnswer> => {
    const customer = requireCustomer(request);
    const input = validate(inputOf(request), {
      email: ['required', 'email', 'max:254'],
      password1: ['required', 'string', 'max:255'],
      password2: ['required', 'string', 'min:6', 'max:255'],
      password3: ['required', 'string', 'same:password2'],
    });
    if (input.email.toLowerCase() !== customer.email.toLowerCase()) failField('email', 'The selected email is invalid.');
    const key = String(customer.id);
    // Counted before the check, as at login, so parallel guesses share the same five.
    const wait = throttle.reserve(key);
    if (wait > 0) throw tooManyAttempts('password1', wait);
    const stored = findCustomerById(ctx, customer.id);
    if (!stored || !(await verifyPassword(input.password1, stored.password_hash))) failField('password1', PASSWORD_INCORRECT);
    throttle.clear(key);
    const hash = await hashPassword(input.password2);
    const remember = request.storeSession?.remember ?? false;
    setPasswordHash(ctx, customer.id, hash);
    // Whoever else held a session (a stolen cookie, a forgotten browser) is out; this one goes on under a new id.
    endCustomerSessions(ctx, customer.id);
    startCustomerSession(ctx, request, reply, customer, remember);
    return { success: true };
  });
}
