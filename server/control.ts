import type { ServerContext } from './context';
import { listMail, type Mail } from './mail/outbox';
import { updateShop, type ShopPatch } from './shop/settings';

export type LinkKind = 'activation' | 'reset';
const LINK_PATTERN: Record<LinkKind, RegExp> = {
  activation: /\/activation\?token=/,
  reset: /\/reset-password\?reset_token=/,
};

/** PLATFORM's test control (also under `/__test/*` when the store runs with testControl). */
export function platformControl(ctx: ServerContext, clock: { advance(ms: number): void }) {
  return {
    setShop(patch: ShopPatch): void {
      updateShop(ctx, patch);
    },
    outbox(): Mail[] {
      return listMail(ctx.db);
    },
    /** The newest activation or reset link mailed to `email`, or null. */
    lastLink(email: string, kind: LinkKind): string | null {
      const wanted = email.trim().toLowerCase();
      for (const mail of listMail(ctx.db)) {
        if (mail.to.toLowerCase() !== wanted) continue;
        const link = mail.links.find((l) => LINK_PATTERN[kind].test(l));
        if (link) return link;
      }
      return null;
    },
    /** Gives a customer wholesale prices or takes them away (`wholesale_enabled`). */
    setWholesaleEnabled(email: string, enabled: boolean): void {
      ctx.db.prepare('UPDATE customers SET wholesale_enabled = ? WHERE email = ?').run(enabled ? 1 : 0, email.trim().toLowerCase());
    },
    /** Makes every unused activation and reset token already expired. */
    expireTokens(): void {
      ctx.db.prepare('UPDATE tokens SET expires_at = ? WHERE used_at IS NULL').run(ctx.now().getTime() - 1);
    },
    /** Moves the store's clock forward (session idle timeout, token expiry). */
    advanceTime(ms: number): void {
      clock.advance(ms);
    },
  };
}
