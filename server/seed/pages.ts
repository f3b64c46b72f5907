import type { ServerContext } from '../context';
import { POLICIES } from './policies';

/** Content pages served at /pages/{handle} by the client, through the same `/_api/legal/{handle}` call. */
const CONTENT_PAGES = [
  {
    handle: 'about-us',
    title: 'About Us',
    body_html: `<h2>About Harbour Wholesale Supply</h2>
<p>Since 1998 we have supplied hardware stores, contractors and provision shops across Malaysia from our warehouse in Port Klang. Today more than 1,200 trade customers in Malaysia, Indonesia and Taiwan order from us.</p>
<p>Our team of twenty keeps over 3,000 lines in stock, from fasteners and hand tools to packaging and cleaning supplies, and we deliver across the Klang Valley with our own trucks.</p>
<p>Opening hours: Monday to Friday 8:30 am - 5:30 pm, Saturday 8:30 am - 1:00 pm.</p>`,
  },
  {
    handle: 'delivery-areas',
    title: 'Delivery Areas',
    body_html: `<h2>Delivery Areas</h2>
<p>Free delivery with our own fleet for orders above RM 500 within:</p>
<ul>
<li>Kuala Lumpur and Putrajaya</li>
<li>Petaling Jaya, Subang Jaya, Shah Alam and Klang</li>
<li>Cheras, Kajang and Bangi</li>
</ul>
<p>Everywhere else in Malaysia, and to Indonesia and Taiwan, we ship by courier or freight at cost. See the <a href="/legal/shipping-policy">shipping policy</a> for lead times.</p>`,
  },
];

export function seedPages(ctx: ServerContext): void {
  const insert = ctx.db.prepare(
    'INSERT INTO pages (handle, title, body_html, kind, position, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const updatedAt = ctx.now().toISOString();
  POLICIES.forEach((p, i) => insert.run(p.handle, p.title, p.body_html, 'policy', i, updatedAt));
  CONTENT_PAGES.forEach((p, i) => insert.run(p.handle, p.title, p.body_html, 'page', i, updatedAt));
}
