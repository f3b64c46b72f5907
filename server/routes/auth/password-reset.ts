import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { sendResetMail } from '../../auth/mails';
import { hashPassword } from '../../auth/passwords';
import { consumeToken, findLiveToken } from '../../auth/tokens';
import { activateCustomer, findCustomerByEmail, setPasswordHash } from '../../customers/repo';
import { inputOf } from '../../http/body';
import { endCustomerSessions } from '../../http/session';
import { failField, validate } from '../../http/validation';
import type { DoneWithMessageAnswer, ResetVerifiedAnswer } from '../../wire/auth';

// Laravel's lang/en/passwords.php wording.
export const RESET_LINK_SENT = 'We have emailed your password reset link.';
export const UNKNOWN_EMAIL = "We can't find a user with that email address.";
export const RESET_THROTTLED = 'Please wait before retrying.';
export const RESET_TOKEN_INVALID = 'This password reset token is invalid.';
export const PASSWORD_RESET = 'Your password has been reset.';
const RESEND_AFTER_MS = 60_000;

export function registerPasswordResetRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/_api/auth/forgot-password', async (request): Promise<DoneWithMessageAnswer> => {
    const { email } = validate(inputOf(request), { email: ['required', 'email', 'max:254'] });
    const customer = findCustomerByEmail(ctx, email.toLowerCase());
    if (!customer) failField('email', UNKNOWN_EMAIL);
    const recent = ctx.db
      .prepare("SELECT 1 FROM tokens WHERE customer_id = ? AND kind = 'reset' AND created_at > ?")
      .get(customer.id, ctx.now().getTime() - RESEND_AFTER_MS);
    if (recent) failField('email', RESET_THROTTLED);
    sendResetMail(ctx, customer);
    return { success: true, message: RESET_LINK_SENT };
  });

  app.post('/_api/auth/reset-password/verify', async (request): Promise<ResetVerifiedAnswer> => {
    const { token } = validate(inputOf(request), { token: ['required', 'string', 'max:512'] });
    const live = findLiveToken(ctx, token, 'reset');
    if (!live) failField('token', RESET_TOKEN_INVALID);
    return { success: true, recover_email: live.email };
  });

  app.post('/_api/auth/reset-password', async (request): Promise<DoneWithMessageAnswer> => {
    const input = validate(inputOf(request), {
      token: ['required', 'string', 'max:512'],
      recover_email: ['required', 'email', 'max:254'],
      password: ['required', 'string', 'min:6', 'max:255', 'confirmed'],
      password_confirmation: ['required', 'string', 'min:6', 'max:255'],
    });
    const live = findLiveToken(ctx, input.token, 'reset');
    // Laravel reports a bad token under `email`; the token must also belong to the email given.
    if (!live || live.email.toLowerCase() !== input.recover_email.toLowerCase()) failField('email', RESET_TOKEN_INVALID);
    const passwordHash = await hashPassword(input.password);
    const done = ctx.db.transaction(() => {
      if (!consumeToken(ctx, live.id)) return false;
      setPasswordHash(ctx, live.customer_id, passwordHash);
      // The mailed link proves the address, so a never-activated account is activated too.
      activateCustomer(ctx, live.customer_id);
      // Any session opened with the old password ends.
      endCustomerSessions(ctx, live.customer_id);
      return true;
    })();
    if (!done) failField('email', RESET_TOKEN_INVALID);
    return { success: true, message: PASSWORD_RESET };
  });
}
