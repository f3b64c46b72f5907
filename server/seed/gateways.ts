import type { Database } from 'better-sqlite3';

/** Manual payment methods shown under "payment instructions" on unpaid orders. */
const GATEWAYS = [
  {
    title: 'Bank Transfer',
    body_html:
      '<p>Transfer the order total to <strong>Harbour Wholesale Supply Sdn. Bhd.</strong></p>' +
      '<ul><li>Maybank: 5140 1234 5678</li><li>CIMB: 8001 234 567</li></ul>' +
      '<p>Use your order number (e.g. #1001) as the payment reference and attach the slip to the order.</p>',
  },
  {
    title: 'DuitNow QR',
    body_html: '<p>Scan our DuitNow QR at the trade counter or ask your account manager for the QR by email.</p>',
  },
  {
    title: 'Cheque',
    body_html:
      '<p>Cheques payable to <strong>Harbour Wholesale Supply Sdn. Bhd.</strong>, posted to Lot 12, Jalan Pelabuhan Utara, 42000 Port Klang.</p>',
  },
];

export function seedGateways(db: Database): void {
  const insert = db.prepare('INSERT INTO gateways (title, body_html, position) VALUES (?, ?, ?)');
  GATEWAYS.forEach((g, i) => insert.run(g.title, g.body_html, i));
}
