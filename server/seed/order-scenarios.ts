/**
 * The demo order history: one row per order, oldest first, covering every payment and fulfilment status
 * the client labels, with the extras the order screen shows (tracking, tax, shipping, refunds, remarks,
 * attachments, pickup, cancellation).
 */
export type Payment = 'none' | 'full' | 'partial' | 'pending' | 'authorized' | 'over';
export type AttachmentKind = 'po' | 'slip' | 'csv' | 'pdf';

export interface OrderScenario {
  financial: 'unpaid' | 'pending' | 'partially_paid' | 'paid' | 'refunded' | 'cancelled' | 'authorized';
  fulfillment: 'unfulfilled' | 'partially_fulfilled' | 'fulfilled' | 'restocked';
  payment: Payment;
  refund?: 'full' | 'partial';
  pickup?: boolean;
  cancelReason?: string;
  tracking?: boolean;
  tax?: boolean;
  discountPercent?: number;
  remark?: string;
  attachments?: AttachmentKind[];
}

export const DEMO_ORDERS: readonly OrderScenario[] = [
  { financial: 'paid', fulfillment: 'fulfilled', payment: 'full', tracking: true, tax: true },
  { financial: 'paid', fulfillment: 'fulfilled', payment: 'full', tracking: true, remark: 'Deliver to loading bay B before 3pm.' },
  { financial: 'refunded', fulfillment: 'restocked', payment: 'full', refund: 'full', tax: true, cancelReason: 'Items damaged in transit; refunded in full.' },
  { financial: 'paid', fulfillment: 'fulfilled', payment: 'full', pickup: true, tax: true },
  { financial: 'paid', fulfillment: 'fulfilled', payment: 'full', tracking: true, discountPercent: 5, attachments: ['po'] },
  { financial: 'cancelled', fulfillment: 'unfulfilled', payment: 'none', cancelReason: 'Customer changed the order.' },
  { financial: 'paid', fulfillment: 'fulfilled', payment: 'full', refund: 'partial', tracking: true, tax: true, remark: 'Two cartons arrived crushed, partial refund agreed.' },
  { financial: 'paid', fulfillment: 'fulfilled', payment: 'over', tracking: true, remark: 'Paid twice by mistake; credit on next order.' },
  { financial: 'paid', fulfillment: 'partially_fulfilled', payment: 'full', tracking: true, tax: true },
  { financial: 'partially_paid', fulfillment: 'partially_fulfilled', payment: 'partial', tracking: true, attachments: ['slip'] },
  { financial: 'paid', fulfillment: 'fulfilled', payment: 'full', tracking: true, tax: true, attachments: ['po', 'csv'] },
  { financial: 'authorized', fulfillment: 'unfulfilled', payment: 'authorized' },
  { financial: 'paid', fulfillment: 'fulfilled', payment: 'full', pickup: true, remark: 'Collected by Mr Lim (IC on file).' },
  { financial: 'refunded', fulfillment: 'unfulfilled', payment: 'full', refund: 'full', cancelReason: 'Out of stock at supplier.' },
  { financial: 'paid', fulfillment: 'fulfilled', payment: 'full', tracking: true, discountPercent: 3, tax: true },
  { financial: 'partially_paid', fulfillment: 'unfulfilled', payment: 'partial', tax: true, attachments: ['slip'] },
  { financial: 'paid', fulfillment: 'restocked', payment: 'full', refund: 'partial', remark: 'Returned 1 carton, restocked.' },
  { financial: 'paid', fulfillment: 'fulfilled', payment: 'full', tracking: true },
  { financial: 'pending', fulfillment: 'unfulfilled', payment: 'pending', attachments: ['pdf'] },
  { financial: 'paid', fulfillment: 'partially_fulfilled', payment: 'full', tracking: true, remark: 'Back-ordered items to follow.' },
  { financial: 'cancelled', fulfillment: 'unfulfilled', payment: 'none', cancelReason: 'Duplicate order.' },
  { financial: 'paid', fulfillment: 'fulfilled', payment: 'full', tracking: true, tax: true },
  { financial: 'authorized', fulfillment: 'unfulfilled', payment: 'authorized', pickup: true },
  { financial: 'paid', fulfillment: 'fulfilled', payment: 'full', tracking: true, attachments: ['po'] },
  { financial: 'pending', fulfillment: 'unfulfilled', payment: 'pending', tax: true },
  { financial: 'partially_paid', fulfillment: 'unfulfilled', payment: 'partial' },
  { financial: 'unpaid', fulfillment: 'unfulfilled', payment: 'none', tax: true, remark: 'Please call before delivery: 012-345 6789.' },
  { financial: 'unpaid', fulfillment: 'unfulfilled', payment: 'none', pickup: true },
  { financial: 'unpaid', fulfillment: 'unfulfilled', payment: 'none', attachments: ['po'] },
  { financial: 'unpaid', fulfillment: 'unfulfilled', payment: 'none', tax: true, discountPercent: 5 },
];

export const OTHER_ORDERS: readonly OrderScenario[] = [
  { financial: 'paid', fulfillment: 'fulfilled', payment: 'full', tracking: true, attachments: ['po'] },
  { financial: 'unpaid', fulfillment: 'unfulfilled', payment: 'none', remark: 'Other customer remark.' },
  { financial: 'partially_paid', fulfillment: 'partially_fulfilled', payment: 'partial', tracking: true },
];

export const COURIERS = [
  { company: 'Pos Laju', url: (n: string) => `https://tracking.pos.com.my/tracking/${n}` },
  { company: 'J&T Express', url: (n: string) => `https://www.jtexpress.my/tracking/${n}` },
  { company: 'City-Link Express', url: (n: string) => `https://www.citylinkexpress.com/tracking-result/?track0=${n}` },
  { company: 'Ninja Van', url: (n: string) => `https://www.ninjavan.co/en-my/tracking?id=${n}` },
] as const;

export const PICKUP_LOCATION = {
  name: 'Harbour Wholesale Supply - Port Klang Warehouse',
  company: 'Harbour Wholesale Supply Sdn. Bhd.',
  street: 'Lot 12, Jalan Pelabuhan Utara',
  city: 'Port Klang',
  province: 'Selangor',
  zip: '42000',
  country: 'Malaysia',
  phone: '+60 3-3165 0000',
};
