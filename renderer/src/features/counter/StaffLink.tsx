import { useTranslation } from '../../i18n/useTranslation';
import { HashLink } from '../../components/HashLink';

/** A kiosk's way to its staff view, quiet in the footer: customers need not notice it (shown at a kiosk with a PIN only: kioskParts.tsx). */
export function StaffLink() {
  const { t } = useTranslation();
  return (
    <HashLink to="/staff" className="nav-link nav-link--quiet site-footer__staff">
      {t('counter.staff_link')}
    </HashLink>
  );
}
