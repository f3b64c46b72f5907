import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { findCustomerById, setPasswordHash } from '../../customers/repo';
import { requireCustomer } from '../../http/auth';
import { inputOf } from '../../http/body';
import { failField, validate } from '../../http/validation';

export const PASSWORD_INCORRECT = 'The password is incorrect.';

/**
 * Password change: password1 is the current password, password2 the new one, password3 its confirmation.
 * The email must be the account's own (the form shows it read-only).
 */
export function registerPasswordChangeRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/_api/account/details', async (request) => {
    const customer = requireCustomer(request);
    const input = validate(inputOf(request), {
      email: ['required', 'email', 'max:254'],
      password1: ['required', 'string', 'max:255'],
      password2: ['required', 'string', 'min:6', 'max:255'],
      password3: ['required', 'string', 'same:password2'],
    });
    if (input.email.toLowerCase() !== customer.email.toLowerCase()) failField('email', 'The selected email is invalid.');
    const stored = findCustomerById(ctx, customer.id);
    if (!stored || !(await verifyPassword(input.password1, stored.password_hash))) failField('password1', PASSWORD_INCORRECT);
    setPasswordHash(ctx, customer.id, await hashPassword(input.password2));
    return { success: true };
  });
}
