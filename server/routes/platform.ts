import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerAccountRoutes } from './account/account';
import { registerAddressRoutes } from './account/addresses';
import { registerPasswordChangeRoute } from './account/details';
import { registerActivationRoutes } from './auth/activation';
import { registerLoginRoutes } from './auth/login';
import { registerPasswordResetRoutes } from './auth/password-reset';
import { registerSignupRoute } from './auth/signup';
import { registerContactRoute } from './contact';
import { registerLocationRoutes } from './location';
import { registerGlobalRoute } from './shop/global';
import { registerLegalRoutes } from './shop/legal';
import { registerLocaleRoute } from './shop/locale';
import { registerLogoRoute } from './shop/logo';

/** PLATFORM's calls: shop, content, auth, account, location, contact. The demo mailbox is `app.ts`'s choice. */
export function registerPlatformRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerGlobalRoute(app, ctx);
  registerLocaleRoute(app, ctx);
  registerLegalRoutes(app, ctx);
  registerLogoRoute(app, ctx);
  registerLoginRoutes(app, ctx);
  registerSignupRoute(app, ctx);
  registerActivationRoutes(app, ctx);
  registerPasswordResetRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerPasswordChangeRoute(app, ctx);
  registerAddressRoutes(app, ctx);
  registerLocationRoutes(app);
  registerContactRoute(app, ctx);
}
