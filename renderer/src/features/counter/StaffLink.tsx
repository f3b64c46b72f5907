import { useTranslation } from '../../i18n/useTranslation';
import { HashLink } from '../../components/HashLink';
import { useCounterStatus } from './useCounterStatus';

/** A kiosk's way to its staff view, quiet in the footer: customers need not notice it. */
export function StaffLink() {
  const { t } = useTranslation();
  const status = useCounterStatus();
  if (!status?.kiosk || !status.staffPin) return null;
  return (
    <HashLink to="/staff" className="nav-link nav-link--quiet site-footer__staff">
      {t('counter.staff_link')}
    </HashLink>
  );
}
