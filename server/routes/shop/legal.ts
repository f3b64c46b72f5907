import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { notFound } from '../../http/errors';
import type { LegalListAnswer, LegalPage, LegalPageAnswer } from '../../wire/shop';

/** Policies for the footer, and any page (policy or content page) by handle. */
export function registerLegalRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const policies = ctx.db.prepare<[], { title: string; handle: string }>(
    "SELECT title, handle FROM pages WHERE kind = 'policy' ORDER BY position, id",
  );
  const page = ctx.db.prepare<[string], LegalPage>('SELECT title, handle, body_html, updated_at FROM pages WHERE handle = ?');

  app.get('/_api/legal', async (): Promise<LegalListAnswer> => {
    const rows = policies.all();
    if (rows.length === 0) throw notFound();
    return { policies: rows.map((p) => ({ title: p.title, handle: p.handle, url: `/legal/${p.handle}` })) };
  });

  app.get<{ Params: { handle: string } }>('/_api/legal/:handle', async (request): Promise<LegalPageAnswer> => {
    const found = page.get(request.params.handle);
    if (!found) throw notFound();
    return { page: found };
  });
}
