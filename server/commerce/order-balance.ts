/** What an order's money stands at, from its total, captured payments and refunds (minor units). */
export interface OrderBalance {
  amount_due: number;
  overpaid: number;
  total_transaction_amount: number;
  total_refund_amount: number;
}

/**
 * A refund returns money and lowers what the order is worth by the same amount, so it cancels out of
 * "due": due = total - paid, overpaid = paid - total (each never below 0). A cancelled order is owed nothing.
 */
export function orderBalance(input: { total: number; paid: number; refunded: number; cancelled: boolean }): OrderBalance {
  const due = input.cancelled ? 0 : Math.max(0, input.total - input.paid);
  return {
    amount_due: due,
    overpaid: Math.max(0, input.paid - input.total),
    total_transaction_amount: input.paid,
    total_refund_amount: input.refunded,
  };
}
