/** The demo shop's four policies (HTML as a store admin would paste it). */
export const POLICIES = [
  {
    handle: 'privacy-policy',
    title: 'Privacy Policy',
    body_html: `<h2>Privacy Policy</h2>
<p>Harbour Wholesale Supply Sdn. Bhd. ("we", "us") respects the privacy of the businesses we trade with and the people who order on their behalf. This policy explains what we collect when you use our wholesale ordering service and how we use it, in line with the Personal Data Protection Act 2010 (Malaysia).</p>
<h3>What we collect</h3>
<ul>
<li>Account details: your name, business email address, telephone number and company name.</li>
<li>Billing and delivery addresses you save to your account.</li>
<li>Orders, remarks and purchase-order files you attach to them.</li>
<li>Messages you send us through the contact form.</li>
</ul>
<h3>How we use it</h3>
<p>We use this information to process and deliver your orders, to issue invoices, to answer your enquiries and to keep your account secure. We do not sell personal data and we do not use it for third-party advertising.</p>
<h3>Retention</h3>
<p>Order and invoice records are kept for seven years as required by Malaysian tax law. You may ask us to close your account at any time; we then delete what the law does not require us to keep.</p>
<h3>Contact</h3>
<p>Questions about this policy: <a href="mailto:privacy@harbour-wholesale.test">privacy@harbour-wholesale.test</a>.</p>`,
  },
  {
    handle: 'terms-of-service',
    title: 'Terms of Service',
    body_html: `<h2>Terms of Service</h2>
<p>These terms apply to every order placed through the Harbour Wholesale Supply trade portal. By placing an order you confirm that you buy for business purposes and are authorised to bind your company.</p>
<h3>1. Trade accounts</h3>
<p>Trade accounts are approved at our discretion. Prices shown after login are your trade prices under the price list assigned to your account and are exclusive of SST unless stated otherwise.</p>
<h3>2. Orders</h3>
<p>An order is accepted when we confirm it by email. The minimum order value is shown in your cart. Quantities must follow the order increments shown for each product.</p>
<h3>3. Payment</h3>
<p>Unless you have approved credit terms, orders are payable in full before dispatch by bank transfer or the payment methods listed on your order.</p>
<h3>4. Pre-orders</h3>
<p>Items marked <strong>Pre order</strong> are dispatched when stock arrives; estimated dates are not guaranteed.</p>
<h3>5. Liability</h3>
<p>Our liability for any order is limited to the value of that order. Nothing in these terms limits rights you have under the Consumer Protection Act 1999 where it applies.</p>`,
  },
  {
    handle: 'refund-policy',
    title: 'Refund Policy',
    body_html: `<h2>Refund Policy</h2>
<p>If goods arrive damaged, faulty or different from your order, tell us within <strong>7 days</strong> of delivery and we will replace them or refund you.</p>
<ol>
<li>Email <a href="mailto:orders@harbour-wholesale.test">orders@harbour-wholesale.test</a> with your order number and photos of the goods and packaging.</li>
<li>We reply within two working days with a return authorisation and collection details.</li>
<li>Refunds go back to the original payment method within 14 days of receiving the returned goods.</li>
</ol>
<p>Goods ordered in error may be returned unopened within 14 days, subject to a 10% restocking fee. Made-to-order and clearance items cannot be returned unless faulty.</p>`,
  },
  {
    handle: 'shipping-policy',
    title: 'Shipping Policy',
    body_html: `<h2>Shipping Policy</h2>
<p>We dispatch from our warehouse in Port Klang, Selangor, Monday to Friday.</p>
<table>
<thead><tr><th>Destination</th><th>Lead time</th><th>Carrier</th></tr></thead>
<tbody>
<tr><td>Klang Valley</td><td>1-2 working days</td><td>Own fleet</td></tr>
<tr><td>Peninsular Malaysia</td><td>2-4 working days</td><td>Pos Laju / City-Link</td></tr>
<tr><td>Sabah, Sarawak, Labuan</td><td>5-8 working days</td><td>Pos Laju</td></tr>
<tr><td>Indonesia, Taiwan</td><td>7-14 working days</td><td>DHL Express / sea freight</td></tr>
</tbody>
</table>
<p>Orders confirmed before 12:00 noon ship the same day. Tracking numbers appear on your order page once goods are dispatched. Pallet deliveries are booked by phone.</p>`,
  },
] as const;
