import type { ServerContext } from '../context';
import { readShopRow } from '../shop/settings';
import { issueToken } from './tokens';

/** Issues an activation token and mails the link the client's /activation screen reads. */
export function sendActivationMail(ctx: ServerContext, customer: { id: number; email: string; first_name: string }): void {
  const link = `${ctx.publicUrl()}/activation?token=${issueToken(ctx, customer.id, 'activation')}`;
  const shop = readShopRow(ctx).name;
  ctx.mail.send(
    customer.email,
    `Activate your ${shop} account`,
    `Hello ${customer.first_name},\n\nThank you for signing up with ${shop}. Activate your trade account with this link ` +
      `(valid for 24 hours):\n\n${link}\n\nIf you did not sign up, you can ignore this email.`,
    [link],
  );
}

/** Issues a reset token and mails the link the client's /reset-password screen reads. */
export function sendResetMail(ctx: ServerContext, customer: { id: number; email: string; first_name: string }): void {
  const link = `${ctx.publicUrl()}/reset-password?reset_token=${issueToken(ctx, customer.id, 'reset')}`;
  const shop = readShopRow(ctx).name;
  ctx.mail.send(
    customer.email,
    `Reset your ${shop} password`,
    `Hello ${customer.first_name},\n\nYou are receiving this email because we received a password reset request for ` +
      `your account. Reset your password with this link (valid for 60 minutes):\n\n${link}\n\n` +
      `If you did not request a password reset, no further action is required.`,
    [link],
  );
}
