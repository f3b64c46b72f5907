import type { BudgetView } from '../../../../contract/schemas/standing';

/** Where an order of `total` leaves the budget: the spend so far (committed included), after it, and the share of the budget in whole percent. */
export interface BudgetStanding {
  amount: number;
  period: 'month' | 'quarter';
  /** Spent this period plus the outbox's waiting orders. */
  sofar: number;
  committed: number;
  after: number;
  percent: number;
  /** What the order takes the spend past the budget by; 0 when it stays within. */
  over: number;
}

const cents = (amount: number) => Math.round(amount * 100);

export function budgetStanding(view: BudgetView, total: number): BudgetStanding | null {
  if (!view.budget) return null;
  const sofar = (cents(view.spent) + cents(view.committed)) / 100;
  const after = (cents(sofar) + cents(total)) / 100;
  const over = Math.max(0, cents(after) - cents(view.budget.amount)) / 100;
  return { amount: view.budget.amount, period: view.budget.period, sofar, committed: view.committed, after, percent: Math.round((after / view.budget.amount) * 100), over };
}
