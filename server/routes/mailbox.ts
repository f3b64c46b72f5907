import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { listMail, type Mail } from '../mail/outbox';

/**
 * The demo store's mailbox: every mail it "sent", newest first, with clickable links (activation, reset).
 * Always on: without it nobody could finish a sign-up on the demo store.
 */
export function registerMailbox(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/__mail', async (_request, reply) => {
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return page(listMail(ctx.db));
  });
}

function page(mails: Mail[]): string {
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
