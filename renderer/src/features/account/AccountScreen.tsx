import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until the account issue: /account is routed and gated, nothing more.
export default function AccountScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('header.account')} />;
}
