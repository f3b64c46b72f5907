import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField, Field, SelectField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney } from '../../lib/money';
import { budgetQuery, useSetBudget } from '../../state/query/budgetQuery';
import { failureOf } from '../../state/query/storeAnswer';
import { priceTermsAtom } from '../../state/priceTerms';
import { customerAtom, shopAtom } from '../../state/shop';
import type { BudgetView } from '../../../../contract/schemas/standing';

/** The spend budget of this buyer on this store: an amount a month or a quarter, optionally behind the kiosk PIN. */
export function BudgetSettings() {
  const { t } = useTranslation();
  const budget = useQuery(budgetQuery());
  return (
    <section className="panel settings-panel" aria-labelledby="settings-budget">
      <h2 id="settings-budget" className="settings-group__title">
        {t('settings.budget_title')}
      </h2>
      <p className="muted">{t('settings.budget_desc')}</p>
      {budget.isPending && <Spinner label={t('settings.budget_title')} />}
      {budget.isError && <Alert variant="danger">{failureOf(budget.error).message}</Alert>}
      {budget.data && <BudgetForm view={budget.data} />}
    </section>
  );
}

function BudgetForm({ view }: { view: BudgetView }) {
  const { t } = useTranslation();
  const terms = useAtomValue(priceTermsAtom);
  const shop = useAtomValue(shopAtom);
  const customer = useAtomValue(customerAtom);
  const currency = view.currency ?? customer?.currency ?? shop?.currency ?? '';
  const setBudget = useSetBudget();
  const [amount, setAmount] = useState(view.budget ? String(view.budget.amount) : '');
  const [period, setPeriod] = useState<'month' | 'quarter'>(view.budget?.period ?? 'month');
  const [locked, setLocked] = useState(view.budget?.locked ?? false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useSingleFlight(async (remove: boolean) => {
    setOutcome(null);
    const value = Number(amount.replace(/,/g, ''));
    if (!remove && !(Number.isFinite(value) && value > 0)) return setError(t('settings.budget_amount_invalid'));
    setError(null);
    try {
      await setBudget({ budget: remove ? null : { amount: Math.round(value * 100) / 100, period, locked } });
      setOutcome({ ok: true, text: remove ? t('settings.budget_removed') : t('settings.budget_saved') });
    } catch (thrown) {
      setOutcome({ ok: false, text: failureOf(thrown).message });
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run(false);
  };
  const disabled = !view.editable;
  return (
    <form className="settings-budget" onSubmit={submit} noValidate>
      {disabled && <Alert variant="info">{t('settings.budget_locked')}</Alert>}
      {view.budget && (
        <p>
          {t('settings.budget_spent', {
            spent: formatMoney(view.spent, currency, terms.locale),
            period: view.budget.period === 'month' ? t('workspace.budget_this_month') : t('workspace.budget_this_quarter'),
          })}
        </p>
      )}
      <Field
        label={t('settings.budget_amount', { currency })}
        inputMode="decimal"
        value={amount}
        error={error}
        disabled={disabled}
        autoComplete="off"
        onChange={(event) => setAmount(event.target.value)}
      />
      <SelectField label={t('settings.budget_period')} value={period} disabled={disabled} onChange={(event) => setPeriod(event.target.value === 'quarter' ? 'quarter' : 'month')}>
        <option value="month">{t('settings.budget_month')}</option>
        <option value="quarter">{t('settings.budget_quarter')}</option>
      </SelectField>
      <CheckboxField label={t('settings.budget_lock')} checked={locked} disabled={disabled} onChange={(event) => setLocked(event.target.checked)} />
      {outcome && <Alert variant={outcome.ok ? 'success' : 'danger'}>{outcome.text}</Alert>}
      <div className="button-row">
        <Button type="submit" variant="secondary" loading={save.busy} disabled={disabled}>
          {t('settings.budget_save')}
        </Button>
        {view.budget && (
          <Button variant="ghost" onClick={() => void save.run(true)} disabled={disabled || save.busy}>
            {t('settings.budget_remove')}
          </Button>
        )}
      </div>
    </form>
  );
}
