import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { spokenLanguageAtom } from '../../i18n/spokenLanguage';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ColumnHeads } from '../../components/ColumnHeads';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { StoreBrand } from '../../components/StoreBrand';
import { usePrintDocument } from '../../components/document/usePrintDocument';
import { useSingleFlight } from '../../components/useSingleFlight';
import { formatMoney } from '../../lib/money';
import { orderQuery } from '../../state/query/orderQuery';
import { failureOf } from '../../state/query/storeAnswer';
import { startOver } from './api';

/**
 * After Place order at a kiosk: the whole screen tells the customer what happened, the order's
 * number large, its lines and total, with Print (a slip for the counter's receipt printer or A4)
 * and Start over (signs out and clears the screen for the next customer).
 */
export default function PlacedScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const locale = useAtomValue(spokenLanguageAtom);
  const query = useQuery(orderQuery(token));
  const { busy: printing, run: print } = usePrintDocument();
  const { busy: leaving, run: leave } = useSingleFlight(startOver);
  const order = query.data;

  return (
    <div className="counter-placed">
      <div className="counter-placed__slip counter-slip">
        <div className="counter-slip__brand">
          <StoreBrand />
        </div>
        <PageTitle title={t('counter.placed_title')} />
        {query.isPending && <Spinner size="lg" block label={t('counter.placed_loading')} />}
        {query.isError && <Alert variant="warning">{failureOf(query.error).message || t('counter.placed_unread')}</Alert>}
        {order && (
          <>
            <p className="counter-placed__number-label">{t('counter.order_number')}</p>
            <p className="counter-placed__number" data-testid="placed-number">
              {order.name}
            </p>
            <h2 className="counter-placed__lines-title">{t('counter.lines_title', { count: order.line_items.length })}</h2>
            <table className="counter-slip__lines">
              <ColumnHeads columns={[[t('counter.col_item')], [t('counter.col_quantity'), 'num'], [t('counter.col_amount'), 'num']]} />
              <tbody>
                {order.line_items.map((line) => (
                  <tr key={line.id}>
                    <td>
                      {line.title}
                      {line.sku && <span className="counter-slip__sku">{line.sku}</span>}
                    </td>
                    <td className="num">{line.quantity}</td>
                    <td className="num">{formatMoney(line.subtotal_price, order.currency, locale)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t('counter.total')}
                  </th>
                  <td className="num counter-slip__total">{formatMoney(order.total_price, order.currency, locale)}</td>
                </tr>
              </tfoot>
            </table>
          </>
        )}
      </div>
      <div className="counter-placed__actions">
        <Button variant="secondary" size="lg" loading={printing === 'print'} disabled={!order} onClick={() => void print('print', order?.name ?? token)}>
          {t('counter.print')}
        </Button>
        <Button size="lg" loading={leaving} onClick={() => void leave()}>
          {t('counter.start_over')}
        </Button>
      </div>
    </div>
  );
}
