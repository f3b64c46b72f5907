import type { FastifyInstance } from 'fastify';
import { isRecord } from '../http/body';
import { validate, type RuleSet } from '../http/validation';

/**
 * The request-side latitude. The store API writes two payloads as `data: ...`; the default dialect accepts them
 * wrapped or flat (`inputOf`). The alt store reads only `request('data')`, as a Laravel controller written
 * to that spec would: a flat payload has none of the fields, so it is refused as Laravel refuses missing fields.
 */
const WRAPPED_ONLY: Readonly<Record<string, RuleSet>> = {
  'POST /_api/account/details': { email: ['required'], password1: ['required'], password2: ['required'], password3: ['required'] },
  'POST /_api/contact': { name: ['required'], email: ['required'], subject: ['required'], message: ['required'] },
};

export function registerAltRequests(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const key = `${request.method} ${request.routeOptions.url ?? ''}`;
    const rules = Object.hasOwn(WRAPPED_ONLY, key) ? WRAPPED_ONLY[key] : undefined;
    // Laravel's auth middleware runs before validation: a guest still gets the route's 401.
    if (!rules || !request.storeSession?.customer) return;
    const body = isRecord(request.body) ? request.body : {};
    if (!isRecord(body.data)) validate({}, rules);
  });
}
