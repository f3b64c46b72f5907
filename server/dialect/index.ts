import type { FastifyInstance } from 'fastify';
import { registerAltRequests } from './requests';
import { registerAltRewriter } from './rewriter';
import { DIALECTS, type Dialect } from './names';

export { DIALECTS, type Dialect };

/** The alt store's catalogue page (the default's is 24, `PAGE_SIZE` in commerce/catalog-query.ts). */
export const ALT_PAGE_SIZE = 20;

export function isDialect(value: unknown): value is Dialect {
  return typeof value === 'string' && (DIALECTS as readonly string[]).includes(value);
}

/** The dialect's catalogue page size for `ServerContext.catalogPageSize`; undefined keeps the store's own. */
export function dialectPageSize(dialect: Dialect): number | undefined {
  return dialect === 'alt' ? ALT_PAGE_SIZE : undefined;
}

/** Hooks for the dialect; the default needs none. Registered before the routes, so every route has them. */
export function registerDialect(app: FastifyInstance, dialect: Dialect): void {
  // Callers in plain JS (the e2e harness, scripts) can pass anything: a typo must not start a default store.
  if (!isDialect(dialect)) throw new Error(`Unknown dialect ${String(dialect)}: use ${DIALECTS.join(' or ')}.`);
  if (dialect === 'default') return;
  registerAltRequests(app);
  registerAltRewriter(app);
}
