import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Answer, Rewrite } from './answer';
import { hasErrors, refusalAsOk } from './refusals';
import { ALT_ROUTES } from './routes';
import { withMeta } from './shapes';

/**
 * The alt dialect as one `onSend` hook: routes build the default answer, and it is rewritten on the way out.
 * Payloads arrive serialised (objects by Fastify's serializer, product pages as cached bytes), so the hook
 * parses, rewrites and serialises again.
 *
 * Only `/_api/` routes that matched are touched: the test-control routes, the mailbox, images and the logo are
 * not part of the dialect, and an unknown path keeps the framework's 404 (it is not a business refusal).
 */
export function registerAltRewriter(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith('/_api/') || !isJsonReply(reply)) return payload;
    const body = parsePayload(payload);
    if (body === NOT_JSON) return payload;
    const answer = rewriteAnswer({ status: reply.statusCode, body }, routeRewrites(request, route));
    if (answer.status !== reply.statusCode) reply.code(answer.status);
    if (answer.body === undefined) {
      reply.removeHeader('content-type');
      return null;
    }
    return JSON.stringify(answer.body);
  });
}

/**
 * A successful answer gets its route's rewrites; every answer then gets the refusal treatment (a route
 * rewrite may itself refuse, e.g. an empty catalogue page) and `_meta`.
 */
export function rewriteAnswer(answer: Answer, rewrites: readonly Rewrite[]): Answer {
  const succeeded = answer.status < 400 && !hasErrors(answer.body);
  const shaped = succeeded ? rewrites.reduce((current, rewrite) => rewrite(current), answer) : answer;
  return withMeta(refusalAsOk(shaped));
}

function routeRewrites(request: FastifyRequest, route: string): readonly Rewrite[] {
  // HEAD is answered by the GET route (Fastify's exposed head routes).
  const key = `${request.method === 'HEAD' ? 'GET' : request.method} ${route}`;
  return Object.hasOwn(ALT_ROUTES, key) ? (ALT_ROUTES[key] ?? []) : [];
}

/** Attachment downloads share the `/_api/` prefix but carry the file's own type (never JSON: see attachments). */
function isJsonReply(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

const NOT_JSON = Symbol('not JSON');

function parsePayload(payload: unknown): unknown {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  if (text === null || text === '') return NOT_JSON;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}
