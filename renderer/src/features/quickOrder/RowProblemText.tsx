import { useTranslation } from '../../i18n/useTranslation';
import type { RowProblem } from './rowCheck';

interface RowProblemTextProps {
  id: string;
  rowKey: number;
  problem: RowProblem;
  onQuantity: (key: number, quantity: string) => void;
}

/** Why a row cannot go to the cart; a quantity off the step or over the stock offers the ones that can go as buttons. */
export function RowProblemText({ id, rowKey, problem, onQuantity }: RowProblemTextProps) {
  const { t } = useTranslation();
  const message = (() => {
    switch (problem.kind) {
      case 'not_found':
        return t('quick_order.not_found');
      case 'quantity':
        return t('quick_order.check_quantity');
      case 'multiple':
        return t('quick_order.multiple', { step: problem.step });
      case 'out_of_stock':
        return t('quick_order.out_of_stock');
      case 'over_stock':
        return t('product.over_stock', { count: problem.inStock });
      case 'unavailable':
        return problem.reason ?? t('quick_order.unavailable');
    }
  })();
  return (
    <div className="qo-row__problem">
      <p id={id} className="qo-row__problem-text">
        {message}
      </p>
      {problem.kind === 'multiple' &&
        problem.nearest.map((quantity) => (
          <button key={quantity} type="button" className="btn btn--secondary btn--sm qo-row__fix" onClick={() => onQuantity(rowKey, String(quantity))}>
            {t('quick_order.use_quantity', { quantity })}
          </button>
        ))}
      {problem.kind === 'over_stock' && problem.fit > 0 && (
        <button type="button" className="btn btn--secondary btn--sm qo-row__fix" onClick={() => onQuantity(rowKey, String(problem.fit))}>
          {t('quick_order.use_quantity', { quantity: problem.fit })}
        </button>
      )}
    </div>
  );
}
