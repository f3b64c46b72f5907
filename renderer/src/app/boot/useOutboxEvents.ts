import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../../components/toast/useToast';
import { refreshOutboxAtom } from '../../state/outbox';
import { storefront } from '../../state/storefront';

/**
 * The outbox follows the buyer: another buyer (or none) reads their own at once, so one buyer's
 * waiting orders never show to the next. When the store answers again, waiting orders are offered.
 */
export function useOutboxEvents(): void {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const refresh = useSetAtom(refreshOutboxAtom);

  useEffect(() => {
    // The last buyer's list went with them (buyerScope.ts); the new one's is read.
    const offBuyer = storefront.on('buyer:changed', () => void refresh());
    const offConnectivity = storefront.on('store:connectivity', ({ online }) => {
      if (!online) return;
      void refresh().then((orders) => {
        const waiting = orders.filter((order) => order.state === 'waiting' || order.state === 'sent').length;
        if (waiting > 0) toast.info(t('outbox.offer', { count: waiting }), [{ label: t('outbox.offer_review'), run: () => navigate('/cart') }]);
      });
    });
    return () => {
      offBuyer();
      offConnectivity();
    };
  }, [refresh, navigate, toast, t]);
}
