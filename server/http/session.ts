import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { CUSTOMER_COLUMNS, type CustomerRow, type RequestSession } from './auth';
import { csrfMismatch } from './errors';

/**
 * Laravel-style sessions: an HttpOnly `wholesale_session` cookie naming a server-side row, and a readable
 * `XSRF-TOKEN` cookie (URL-encoded) that mutating requests must echo in `X-XSRF-TOKEN`.
 */
export const SESSION_COOKIE = 'wholesale_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const IDLE_MS = 2 * 60 * 60 * 1000; // a browser-session login ends after 2 hours idle
const REMEMBER_MS = 5 * 365 * 24 * 60 * 60 * 1000; // "remember me": about five years, like Laravel's recaller
const TOUCH_EVERY_MS = 60 * 1000; // refresh the idle deadline at most once a minute per session
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface SessionRow {
  key: string;
  customer_id: number | null;
  xsrf_token: string;
  is_remember: 0 | 1;
  last_seen_at: number;
}

export interface SessionOptions {
  /** Paths served without a session (static files) or without the XSRF check (test control). */
  skipSession: (url: string) => boolean;
  skipXsrf: (url: string) => boolean;
}

export function registerSessions(app: FastifyInstance, ctx: ServerContext, options: SessionOptions): void {
  const db = ctx.db;
  const find = db.prepare<[string, number], SessionRow>(
    'SELECT key, customer_id, xsrf_token, is_remember, last_seen_at FROM sessions WHERE key = ? AND expires_at > ?',
  );
  const touch = db.prepare<[number, number, string]>('UPDATE sessions SET last_seen_at = ?, expires_at = ? WHERE key = ?');
  const customer = db.prepare<[number], CustomerRow>(`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE id = ? AND is_active = 1`);

  app.decorateRequest('storeSession', null);
  app.addHook('onRequest', async (request, reply) => {
    if (options.skipSession(request.url)) return;
    const now = ctx.now().getTime();
    const raw = request.cookies[SESSION_COOKIE];
    const row = raw ? find.get(hashKey(raw), now) : undefined;
    if (row) {
      if (now - row.last_seen_at > TOUCH_EVERY_MS) touch.run(now, now + lifetime(row.is_remember === 1), row.key);
      const who = row.customer_id === null ? null : (customer.get(row.customer_id) ?? null);
      request.storeSession = { key: row.key, xsrfToken: row.xsrf_token, customer: who, remember: row.is_remember === 1 };
      setXsrfCookie(reply, row.xsrf_token);
    } else {
      request.storeSession = createSession(ctx, reply, null, false);
    }
    if (MUTATING.has(request.method) && !options.skipXsrf(request.url) && !xsrfMatches(request, request.storeSession)) {
      throw csrfMismatch();
    }
  });
}

/** Logs a customer in: the old session row goes and a new id is issued (fixation defence), keeping the XSRF token. */
export function startCustomerSession(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  customer: CustomerRow,
  remember: boolean,
): void {
  const previous = request.storeSession;
  if (previous) ctx.db.prepare('DELETE FROM sessions WHERE key = ?').run(previous.key);
  request.storeSession = createSession(ctx, reply, customer, remember, previous?.xsrfToken);
}

/** Logout: the row is deleted (the old cookie is worthless) and a fresh guest session with a new token begins. */
export function endSession(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply): void {
  if (request.storeSession) ctx.db.prepare('DELETE FROM sessions WHERE key = ?').run(request.storeSession.key);
  request.storeSession = createSession(ctx, reply, null, false);
}

/** Ends every session of a customer (after a password reset or change), so a stolen cookie stops working. */
export function endCustomerSessions(ctx: ServerContext, customerId: number): void {
  ctx.db.prepare('DELETE FROM sessions WHERE customer_id = ?').run(customerId);
}

function createSession(
  ctx: ServerContext,
  reply: FastifyReply,
  customer: CustomerRow | null,
  remember: boolean,
  // 32 bytes of base64 always end in '=', so the cookie is always URL-encoded (%3D) as Laravel's is: clients must decode.
  xsrfToken = randomBytes(32).toString('base64'),
): RequestSession {
  const now = ctx.now().getTime();
  const id = randomBytes(30).toString('base64url');
  const key = hashKey(id);
  // Laravel's session lottery: now and then sweep expired rows instead of on every request.
  if (Math.random() < 0.02) ctx.db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now);
  ctx.db
    .prepare('INSERT INTO sessions (key, customer_id, xsrf_token, is_remember, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(key, customer?.id ?? null, xsrfToken, remember ? 1 : 0, now, now + lifetime(remember));
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    ...(remember ? { maxAge: REMEMBER_MS / 1000 } : {}),
  });
  setXsrfCookie(reply, xsrfToken);
  return { key, xsrfToken, customer, remember };
}

function setXsrfCookie(reply: FastifyReply, token: string): void {
  // Readable by the client (not HttpOnly) and URL-encoded as Laravel's is, so clients must decode it.
  reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'lax', maxAge: IDLE_MS / 1000, encode: encodeURIComponent });
}

function xsrfMatches(request: FastifyRequest, session: RequestSession): boolean {
  const header = request.headers['x-xsrf-token'];
  if (typeof header !== 'string' || header === '') return false;
  let sent: string;
  try {
    // Clients should send the decoded cookie; an undecoded copy is accepted too, as it names the same token.
    sent = header.includes('%') ? decodeURIComponent(header) : header;
  } catch {
    return false;
  }
  const a = Buffer.from(sent);
  const b = Buffer.from(session.xsrfToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

function lifetime(remember: boolean): number {
  return remember ? REMEMBER_MS : IDLE_MS;
}

function hashKey(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}
