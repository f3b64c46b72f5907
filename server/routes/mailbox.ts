import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { listMail, type Mail } from '../mail/outbox';

/**
 * The demo store's mailbox at `/__mail?key=...`: every mail it "sent", with clickable activation and reset
 * links, so a sign-up or reset can be finished on a store that sends no real mail. Those links are as good as
 * the passwords they reset, so it is mounted only when asked for (the demo) and answers only to the random key
 * printed at start; any other request gets the unknown-route 404, so it cannot be told from a missing route.
 */
export function registerMailbox(app: FastifyInstance, ctx: ServerContext, key: string): void {
  const expected = digest(key);
  app.get('/__mail', async (request, reply) => {
    const sent = (request.query as Record<string, unknown>).key;
    // Compared as fixed-length digests, so neither the length nor a matching prefix shows in the time taken.
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected)) return reply.callNotFound();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The page's own URL carries the key: a click on a link must not send it on as the referrer.
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(mailboxPage(listMail(ctx.db)));
  });
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** The mailbox as one HTML page: newest first, every text escaped, only the store's own http(s) links clickable. */
function mailboxPage(mails: Mail[]): string {
  const items = mails.map(
    (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To ${escapeHtml(m.to)} &middot; <time>${escapeHtml(m.created_at)}</time></p>
  <pre>${linkify(m.body, m.links)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Demo store mailbox</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1d2b2e}
article{border:1px solid #d5dcdd;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
h2{font-size:1.05rem;margin:0}.meta{color:#5f6b6d;margin:.25rem 0 .75rem}pre{white-space:pre-wrap;font:inherit;margin:0}
a{color:#0f4c5c;word-break:break-all}
</style></head><body>
<h1>Demo store mailbox</h1>
<p>Mail the demo store has sent, newest first. ${mails.length} message${mails.length === 1 ? '' : 's'}.</p>
${items.join('\n') || '<p>No mail yet.</p>'}
</body></html>`;
}

/** Escapes the body, then turns each known link into an anchor (links are the store's own URLs). */
function linkify(body: string, links: string[]): string {
  let html = escapeHtml(body);
  for (const link of links) {
    const safe = escapeHtml(link);
    if (/^https?:\/\//.test(link)) html = html.split(safe).join(`<a href="${safe}">${safe}</a>`);
  }
  return html;
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
