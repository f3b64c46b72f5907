import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until the orders issue: /order is routed and gated, nothing more.
export default function OrderListScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('header.orders')} />;
}
