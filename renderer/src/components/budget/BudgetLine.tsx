import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney } from '../../lib/money';
import { budgetQuery } from '../../state/query/budgetQuery';
import { CheckboxField } from '../Field';
import { budgetStanding, type BudgetStanding } from './budgetStanding';
import './budget-line.css';

interface BudgetLineProps {
  /** The order's total as the store prices it. */
  total: number;
  currency: string;
  locale: string;
  /** Whether the budget's warning goes in the order's remark; the choice is the buyer's, off unless chosen. */
  noteInRemark: boolean;
  onNoteInRemark: (on: boolean) => void;
}

/** The words the remark gets when the buyer chooses to note the warning there. */
export function useBudgetRemark(total: number, currency: string, locale: string): string | null {
  const { t } = useTranslation();
  const { data } = useQuery(budgetQuery());
  const standing = data ? budgetStanding(data, total) : null;
  if (!standing || standing.over <= 0) return null;
  return t('workspace.budget_remark', { percent: standing.percent, amount: formatMoney(standing.amount, currency, locale), period: periodWord(t, standing) });
}

const periodWord = (t: (key: string) => string, standing: Pick<BudgetStanding, 'period'>) =>
  standing.period === 'month' ? t('workspace.budget_this_month') : t('workspace.budget_this_quarter');

/**
 * The spend budget beside an order about to be placed: "RM 3,763.68 of RM 10,000.00 this month; this
 * order takes you to 88 %", and a warning when the order would pass it. The buyer may still place
 * it, and chooses whether the warning is saved in the order's remark. Nothing shows without a budget.
 */
export function BudgetLine({ total, currency, locale, noteInRemark, onNoteInRemark }: BudgetLineProps) {
  const { t } = useTranslation();
  const { data } = useQuery(budgetQuery());
  const standing = data ? budgetStanding(data, total) : null;
  if (!standing) return null;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const period = periodWord(t, standing);
  return (
    <div className={standing.over > 0 ? 'budget-line budget-line--over' : 'budget-line'} data-testid="budget-line">
      <p className="budget-line__text">
        {t('workspace.budget_line', { spent: money(standing.sofar), amount: money(standing.amount), period, percent: standing.percent })}
        {standing.committed > 0 && <span className="budget-line__committed"> {t('workspace.budget_committed', { amount: money(standing.committed) })}</span>}
      </p>
      {standing.over > 0 && (
        <>
          <p className="budget-line__warning" role="status">
            {t('workspace.budget_over', { amount: money(standing.over), period })}
          </p>
          <CheckboxField label={t('workspace.budget_note_in_remark')} checked={noteInRemark} onChange={(event) => onNoteInRemark(event.target.checked)} />
        </>
      )}
    </div>
  );
}
