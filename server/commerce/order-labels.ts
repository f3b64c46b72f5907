/** English labels of payment and fulfilment statuses, as the order detail shows them. */
const FINANCIAL: Record<string, string> = {
  unpaid: 'Unpaid',
  pending: 'Pending',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  authorized: 'Authorized',
  archived: 'Archived',
  deleted: 'Deleted',
};

const FULFILLMENT: Record<string, string> = {
  unfulfill: 'Unfulfilled',
  unfulfilled: 'Unfulfilled',
  partially_fulfilled: 'Partially fulfilled',
  fulfilled: 'Fulfilled',
  restocked: 'Restocked',
  archived: 'Archived',
  deleted: 'Deleted',
};

function humanise(status: string): string {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function financialStatusLabel(status: string): string {
  return FINANCIAL[status] ?? humanise(status);
}

export function fulfillmentStatusLabel(status: string): string {
  return FULFILLMENT[status] ?? humanise(status);
}
