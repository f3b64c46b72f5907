import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { requireCustomer } from '../http/auth';
import { inputOf } from '../http/body';
import { failField, validate } from '../http/validation';
import { readShopRow } from '../shop/settings';
import type { ContactSentAnswer } from '../wire/account';

/** Contact the seller: stored, and mailed to the shop's address with the customer's as reply address. */
export function registerContactRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/_api/contact', async (request): Promise<ContactSentAnswer> => {
    const customer = requireCustomer(request);
    const input = validate(inputOf(request), {
      name: ['required', 'string', 'max:255'],
      email: ['required', 'email', 'max:254'],
      subject: ['required', 'string', 'max:255'],
      message: ['required', 'string', 'max:10000'],
    });
    // The form shows the account's email read-only; anything else is someone else's address.
    if (input.email.toLowerCase() !== customer.email.toLowerCase()) failField('email', 'The selected email is invalid.');
    const shop = readShopRow(ctx);
    ctx.db.transaction(() => {
      ctx.db
        .prepare('INSERT INTO contact_messages (customer_id, name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(customer.id, input.name, customer.email, input.subject, input.message, ctx.now().toISOString());
      ctx.mail.send(
        shop.email,
        `[Contact] ${input.subject}`,
        `From: ${input.name} <${customer.email}>\nReply to: ${customer.email}\n\n${input.message}`,
        [],
      );
    })();
    return { success: true };
  });
}
