import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { ServerContext } from './context';
import { registerDialect, type Dialect } from './dialect/index';
import { registerErrorHandling } from './http/error-handler';
import { registerSessions } from './http/session';
import { registerCommerceRoutes } from './routes/commerce';
import { registerMailbox } from './routes/mailbox';
import { registerPlatformRoutes } from './routes/platform';
import { registerTestControl, type ControlMethods } from './routes/test-control';
import { registerAddressedOrigin } from './http/addressed';

export interface AppOptions {
  /** Mounts `/__test/*` with these control methods (tests and e2e only). */
  testControl?: ControlMethods | null;
  logger?: boolean;
  /** How answers are worded (README "Dialects"); the test-control routes are the same in every dialect. */
  dialect?: Dialect;
  /** Mounts the demo mailbox `/__mail?key=<this>` (the demo store only); absent, there is no such route. */
  mailboxKey?: string | null;
}

/**
 * Paths without a session: static images. Not the mailbox: a refused `/__mail` must answer exactly as an
 * unknown route does (cookies included), so nobody can tell whether it is mounted.
 */
const SESSIONLESS = /^\/images\//;

export async function createApp(ctx: ServerContext, options: AppOptions = {}): Promise<FastifyInstance> {
  // forceCloseConnections: close() must not wait on keep-alive sockets or a reply still streaming.
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024, forceCloseConnections: true });
  registerErrorHandling(app);
  registerAddressedOrigin(app);
  await app.register(cookie);
  // Registered once here for COMMERCE's attachment upload (read with `request.file()`).
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  registerSessions(app, ctx, {
    skipSession: (url) => SESSIONLESS.test(url),
    skipXsrf: (url) => url.startsWith('/__test/'),
  });
  registerDialect(app, options.dialect ?? 'default');
  registerPlatformRoutes(app, ctx);
  registerCommerceRoutes(app, ctx);
  if (options.mailboxKey) registerMailbox(app, ctx, options.mailboxKey);
  if (options.testControl) registerTestControl(app, options.testControl);
  return app;
}
