import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until the orders issue: /order/:token is routed (the cart goes here after an order).
export default function OrderDetailScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('header.orders')} />;
}
