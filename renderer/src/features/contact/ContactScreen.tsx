import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until the contact issue: /contact_us is routed and gated, nothing more.
export default function ContactScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('header.contact_us')} />;
}
