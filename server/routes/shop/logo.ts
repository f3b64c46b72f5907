import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { readShopRow } from '../../shop/settings';

/** The demo shop's logo, drawn from its name: an anchor badge and the name in two lines, 65 px high at 1x. */
export function registerLogoRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/images/logo.svg', async (_request, reply) => {
    const name = readShopRow(ctx).name;
    reply.header('cache-control', 'public, max-age=300').type('image/svg+xml; charset=utf-8');
    return logoSvg(name);
  });
}

export function logoSvg(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = escapeXml(words[0] ?? '');
  const rest = escapeXml(words.slice(1).join(' '));
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="260" height="65" viewBox="0 0 260 65" role="img" aria-label="${escapeXml(name)}">
  <rect x="2" y="2" width="61" height="61" rx="14" fill="#0f4c5c"/>
  <g fill="none" stroke="#f6f1e7" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round">
    <circle cx="32.5" cy="16" r="4.5"/>
    <path d="M32.5 20.5v29M22 28h21M16 38c2 9 9 13 16.5 13S47 47 49 38"/>
    <path d="M16 38l-3 3M16 38l4 2M49 38l3 3M49 38l-4 2"/>
  </g>
  <text x="76" y="29" font-family="Georgia, 'Times New Roman', serif" font-size="22" font-weight="700" fill="#0f4c5c">${first}</text>
  <text x="77" y="51" font-family="'Helvetica Neue', Arial, sans-serif" font-size="13" letter-spacing="2.2" fill="#5f6b6d">${rest.toUpperCase()}</text>
</svg>
`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}
