import { createHash, randomBytes } from 'node:crypto';
import type { ServerContext } from '../context';

/** Activation and password-reset tokens: random, stored only as a hash, single use, expiring. */
export type TokenKind = 'activation' | 'reset';
const LIFETIME_MS: Record<TokenKind, number> = {
  activation: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

interface TokenRow {
  id: number;
  customer_id: number;
  email: string;
}

/** Issues a new token (earlier unused ones of the same kind stop working) and returns the raw value for the link. */
export function issueToken(ctx: ServerContext, customerId: number, kind: TokenKind): string {
  const raw = randomBytes(32).toString('base64url');
  const now = ctx.now().getTime();
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE tokens SET used_at = ? WHERE customer_id = ? AND kind = ? AND used_at IS NULL').run(now, customerId, kind);
    ctx.db
      .prepare('INSERT INTO tokens (token_hash, customer_id, kind, expires_at, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(hashToken(raw), customerId, kind, now + LIFETIME_MS[kind], now);
  })();
  return raw;
}

/** The customer a live (unused, unexpired) token belongs to, without using it up. */
export function findLiveToken(ctx: ServerContext, raw: unknown, kind: TokenKind): TokenRow | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > 512) return null;
  const row = ctx.db
    .prepare<[string, string, number], TokenRow>(
      `SELECT t.id, t.customer_id, c.email FROM tokens t JOIN customers c ON c.id = t.customer_id
       WHERE t.token_hash = ? AND t.kind = ? AND t.used_at IS NULL AND t.expires_at > ?`,
    )
    .get(hashToken(raw), kind, ctx.now().getTime());
  return row ?? null;
}

/** Marks a token used; false when another request used it first (single use under concurrency). */
export function consumeToken(ctx: ServerContext, tokenId: number): boolean {
  const result = ctx.db.prepare('UPDATE tokens SET used_at = ? WHERE id = ? AND used_at IS NULL').run(ctx.now().getTime(), tokenId);
  return result.changes === 1;
}

function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}
