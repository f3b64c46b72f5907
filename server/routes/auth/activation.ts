import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { consumeToken, findLiveToken } from '../../auth/tokens';
import { activateCustomer } from '../../customers/repo';
import { inputOf } from '../../http/body';
import { failField, validate } from '../../http/validation';
import type { DoneAnswer, DoneWithMessageAnswer } from '../../wire/auth';

export const ACTIVATION_INVALID = 'This activation link is invalid or has expired.';
export const ACTIVATED = 'Your account has been activated. You can now log in.';

/** The /activation screen verifies the mailed token on load, then activates with it (single use). */
export function registerActivationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/_api/auth/activation/verify', async (request): Promise<DoneAnswer> => {
    const { token } = validate(inputOf(request), { token: ['required', 'string', 'max:512'] });
    if (!findLiveToken(ctx, token, 'activation')) failField('token', ACTIVATION_INVALID);
    return { success: true };
  });

  app.post('/_api/auth/activation', async (request): Promise<DoneWithMessageAnswer> => {
    const { token } = validate(inputOf(request), { token: ['required', 'string', 'max:512'] });
    const activated = ctx.db.transaction(() => {
      const live = findLiveToken(ctx, token, 'activation');
      if (!live || !consumeToken(ctx, live.id)) return false;
      activateCustomer(ctx, live.customer_id);
      return true;
    })();
    if (!activated) failField('token', ACTIVATION_INVALID);
    return { success: true, message: ACTIVATED };
  });
}
