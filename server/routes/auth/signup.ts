import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { sendActivationMail } from '../../auth/mails';
import { hashPassword } from '../../auth/passwords';
import { createInactiveCustomer, findCustomerByEmail } from '../../customers/repo';
import { inputOf } from '../../http/body';
import { storeError } from '../../http/errors';
import { failField, validate } from '../../http/validation';
import { readShopRow } from '../../shop/settings';
import type { SignupAnswer } from '../../wire/auth';

export const SIGNUP_DISABLED = 'Customer sign up is not available for this store.';
export const SIGNUP_DONE = 'Your account has been created. Please check your email for the activation link.';

export function registerSignupRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/_api/auth/signup', async (request): Promise<SignupAnswer> => {
    const shop = readShopRow(ctx);
    if (shop.is_customer_signup !== 1) throw storeError(SIGNUP_DISABLED, 403);
    const input = validate(inputOf(request), {
      first_name: ['required', 'string', 'max:45'],
      last_name: ['required', 'string', 'max:45'],
      email: ['required', 'email', 'max:254'],
      password: ['required', 'string', 'min:6', 'max:255'],
    });
    const email = input.email.toLowerCase();
    if (findCustomerByEmail(ctx, email)) failField('email', 'The email has already been taken.');

    const passwordHash = await hashPassword(input.password);
    // Checked again after the (slow) hash: two sign-ups with one email must not both pass.
    if (findCustomerByEmail(ctx, email)) failField('email', 'The email has already been taken.');
    const id = ctx.db.transaction(() => {
      const customerId = createInactiveCustomer(ctx, {
        email,
        password_hash: passwordHash,
        first_name: input.first_name,
        last_name: input.last_name,
        currency: shop.currency,
      });
      sendActivationMail(ctx, { id: customerId, email, first_name: input.first_name });
      return customerId;
    })();
    request.log.info({ customerId: id }, 'customer signed up');
    return { redirect_url: '/login', message: SIGNUP_DONE };
  });
}
