import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { spokenLanguageAtom } from '../../i18n/spokenLanguage';
import { formatDateTime } from '../../i18n/dates';
import type { CounterOrder } from '../../../../contract/schemas/counter';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ColumnHeads } from '../../components/ColumnHeads';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { PageTitle } from '../../components/PageTitle';
import { useSingleFlight } from '../../components/useSingleFlight';
import { formatMoney } from '../../lib/money';
import { todaysOrders } from './api';

/**
 * The counter's staff view: today's orders placed at this kiosk, with their customer and time,
 * behind the PIN that opens the settings (the core counts wrong ones with the settings' count).
 * The list goes when the screen is left: the next customer at the kiosk never sees it.
 */
export default function StaffScreen() {
  const { t } = useTranslation();
  const [orders, setOrders] = useState<CounterOrder[] | null>(null);
  return (
    <div className="counter-staff">
      <PageTitle title={t('counter.staff_title')} />
      {orders === null ? <StaffPin onOpened={setOrders} /> : <TodaysOrders orders={orders} onClose={() => setOrders(null)} />}
    </div>
  );
}

function StaffPin({ onOpened }: { onOpened: (orders: CounterOrder[]) => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, formState: { errors } } = useForm<{ pin: string }>({ defaultValues: { pin: '' } });
  const { busy, run } = useSingleFlight(async ({ pin }: { pin: string }) => {
    setFailure(null);
    const answer = await todaysOrders(pin);
    setValue('pin', '');
    if (answer.ok) return onOpened(answer.data.orders);
    const pinMessage = answer.error.fields?.pin?.[0];
    if (pinMessage) setError('pin', { message: pinMessage });
    else setFailure(answer.error.message || t('counter.staff_failed'));
  });
  return (
    <form className="panel counter-staff__pin" noValidate onSubmit={handleSubmit((values) => void run(values))} aria-busy={busy}>
      <p className="muted">{t('counter.staff_desc')}</p>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <Field label={t('counter.staff_pin')} type="password" inputMode="numeric" autoComplete="off" autoFocus error={errors.pin?.message} {...register('pin')} />
      <div className="button-row">
        <Button type="submit" loading={busy}>
          {t('counter.staff_open')}
        </Button>
      </div>
    </form>
  );
}

function TodaysOrders({ orders, onClose }: { orders: CounterOrder[]; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useAtomValue(spokenLanguageAtom);
  return (
    <section className="panel counter-staff__today" aria-labelledby="counter-today-title">
      <h2 id="counter-today-title">{t('counter.today_title', { count: orders.length })}</h2>
      {orders.length === 0 ? (
        <EmptyState title={t('counter.today_none')} />
      ) : (
        // A narrow screen scrolls the list sideways rather than cutting its totals off (Tab reaches it for the arrow keys).
        <div className="counter-staff__scroll" tabIndex={0}>
          <table className="counter-staff__table">
            <ColumnHeads columns={[[t('counter.col_time')], [t('counter.order_number')], [t('counter.col_customer')], [t('counter.total'), 'num']]} />
            <tbody>
              {orders.map((order) => (
                <tr key={order.token}>
                  <td>{formatDateTime(order.placed_at, locale)}</td>
                  <td>{order.number ?? t('counter.number_unknown')}</td>
                  <td>{order.customer}</td>
                  <td className="num">{order.total !== null && order.currency ? formatMoney(order.total, order.currency, locale) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="button-row">
        <Button variant="secondary" onClick={onClose}>
          {t('counter.staff_close')}
        </Button>
      </div>
    </section>
  );
}
