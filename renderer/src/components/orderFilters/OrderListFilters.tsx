import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../Button';
import { Field, SelectField } from '../Field';
import type { OrderListItem } from '../../../../contract/schemas/orders';
import { isFiltered, NO_FILTERS, PERIODS, statusesOf, type OrderFilters, type Period } from '../../lib/orderFilters';
import { statusLabel } from '../../lib/statusLabels';
import './order-filters.css';

interface OrderListFiltersProps {
  orders: readonly OrderListItem[];
  filters: OrderFilters;
  shown: number;
  /** Something besides the filters narrows the list (order search's words): the count is then "N of all" too. */
  narrowed?: boolean;
  onChange: (filters: OrderFilters) => void;
}

/** Date (a preset or a from/to range) and the two statuses, with how many orders are shown of all. */
export function OrderListFilters({ orders, filters, shown, narrowed = false, onChange }: OrderListFiltersProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<OrderFilters>) => onChange({ ...filters, ...patch });
  return (
    <form className="order-filters" aria-label={t('orders.filter_label')} role="search" onSubmit={(event) => event.preventDefault()}>
      <SelectField
        label={t('orders.filter_date')}
        value={filters.period}
        onChange={(event) => {
          const period = PERIODS.find((p) => p === event.target.value) ?? 'any';
          set({ period, from: period === 'custom' ? filters.from : null, to: period === 'custom' ? filters.to : null });
        }}
      >
        {PERIODS.map((period) => (
          <option key={period} value={period}>
            {t(periodKey(period))}
          </option>
        ))}
      </SelectField>
      {filters.period === 'custom' && (
        <>
          <Field label={t('orders.filter_from')} type="date" value={filters.from ?? ''} max={filters.to ?? undefined} onChange={(event) => set({ from: event.target.value || null })} />
          <Field label={t('orders.filter_to')} type="date" value={filters.to ?? ''} min={filters.from ?? undefined} onChange={(event) => set({ to: event.target.value || null })} />
        </>
      )}
      <StatusSelect t={t} kind="financial" label={t('orders.col_payment_status')} value={filters.payment} codes={statusesOf(orders, 'financial_status', filters.payment)} onChange={(payment) => set({ payment })} />
      <StatusSelect
        t={t}
        kind="fulfillment"
        label={t('orders.col_fulfillment_status')}
        value={filters.fulfillment}
        codes={statusesOf(orders, 'fulfillment_status', filters.fulfillment)}
        onChange={(fulfillment) => set({ fulfillment })}
      />
      <div className="order-filters__end">
        <p className="order-filters__count" role="status">
          {narrowed || isFiltered(filters) ? t('orders.filter_count', { shown, count: orders.length }) : t('orders.filter_all', { count: orders.length })}
        </p>
        {isFiltered(filters) && (
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            {t('orders.filter_clear')}
          </Button>
        )}
      </div>
    </form>
  );
}

function periodKey(period: Period): string {
  return period === 'any' ? 'orders.filter_any_time' : `orders.filter_period_${period}`;
}

interface StatusSelectProps {
  t: TFunction;
  kind: 'financial' | 'fulfillment';
  label: string;
  value: string | null;
  codes: string[];
  onChange: (code: string | null) => void;
}

function StatusSelect({ t, kind, label, value, codes, onChange }: StatusSelectProps) {
  return (
    <SelectField label={label} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
      <option value="">{t('orders.filter_any_status')}</option>
      {codes.map((code) => (
        <option key={code} value={code}>
          {statusLabel(t, kind, code)}
        </option>
      ))}
    </SelectField>
  );
}
