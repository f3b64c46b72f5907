import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * The address a request was sent to, when that is this computer: a store reached through a
 * pass-through in front of it (the tests' counting and fault proxies, which say where they were
 * reached in X-Forwarded-Host as reverse proxies do) writes its image and logo addresses on that
 * pass-through, as a store behind a reverse proxy writes its public name. An
 * image on the store's own port would be another origin to the app, whose page loads images only
 * from the store it is connected to: every product would show "No image".
 */
const addressed = new AsyncLocalStorage<string>();

/** Loopback hosts only: any other Host header is not trusted to name the store. */
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/;

export function registerAddressedOrigin(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const forwarded = request.headers['x-forwarded-host'];
    const host = (typeof forwarded === 'string' ? forwarded : request.headers.host) ?? '';
    if (LOOPBACK_HOST.test(host)) addressed.run(`http://${host}`, done);
    else done();
  });
}

/** The origin this request came to, else `fallback` (the store's own address). */
export function addressedOrigin(fallback: string): string {
  return addressed.getStore() ?? fallback;
}
