import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../../components/toast/useToast';
import { useRefreshOutbox } from '../../state/query/outboxQuery';
import { onCoreEvent } from '../../lib/api';

/**
 * The outbox is read in the buyer's query cache (outboxQuery.ts), so one buyer's
 * waiting orders never show to the next. When the store answers again, waiting orders are offered.
 */
export function useOutboxEvents(): void {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const refresh = useRefreshOutbox();

  useEffect(() => {
    const offConnectivity = onCoreEvent('store:connectivity', ({ online }) => {
      if (!online) return;
      void refresh().then((orders) => {
        const waiting = orders.filter((order) => order.state === 'waiting' || order.state === 'sent').length;
        if (waiting > 0) toast.info(t('outbox.offer', { count: waiting }), [{ label: t('outbox.offer_review'), run: () => navigate('/cart') }]);
      });
    });
    return offConnectivity;
  }, [refresh, navigate, toast, t]);
}
